import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../../db/database';
import { episodesOfCare } from '../../../../db/schema';
import { advisoryXactLock, numberingLocks } from '../shared/advisoryLock';

const firstEpisodeNumber = 1001;

/** The next EOC number ("EOC-1004"), one more than the highest in use, drawn under a lock. */
export async function nextEpisodeNumber(tx: Transaction): Promise<string> {
  await advisoryXactLock(tx, numberingLocks.episodeOfCare);
  const [row] = await tx
    .select({
      highest: sql<
        string | null
      >`max(case when ${episodesOfCare.number} ~ '^EOC-[0-9]{1,15}$' then substring(${episodesOfCare.number} from 5)::bigint end)`,
    })
    .from(episodesOfCare);
  const next = row?.highest == null ? firstEpisodeNumber : Number(row.highest) + 1;
  return `EOC-${next}`;
}
