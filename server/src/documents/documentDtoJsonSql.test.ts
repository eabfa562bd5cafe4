import { coreFormsDocumentSchema } from '@clinic/api-contract';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsTrimCodePoints } from '../db/json/jsTrimSql';
import { documents, staffUsers, storedFiles } from '../db/schema';
import { clinicalContent, episodeOf, requester } from '../routes/core/forms/formsTestKit.testing';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../testing/demoFixtures';
import { signInStaff } from '../testing/signIn';
import { documentDtoJsonSql } from './documentDtoJsonSql';
import { selectDocumentDtoRows, toDocumentDto } from './toDocumentDto';

/**
 * The hottest read sends the JSON text PostgreSQL builds (documentDtoJsonSql); every other
 * document reply goes through toDocumentDto. Both must give the same reply for any document.
 */
describe('documentDtoJsonSql builds the reply toDocumentDto builds', () => {
  let t: TestApp;
  let people: DemoPeople;
  let authorId: string;
  let create: () => Promise<string>;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    const author = await signInStaff(t, { roles: ['techStaff'] });
    authorId = author.staffUserId;
    const call = requester(t, author.headers);
    const episodeId = await episodeOf(t, people.alexId);
    const form = (
      await call('PUT', '/api/core/Forms', { name: 'Equality check', content: clinicalContent })
    ).json();
    create = async () => {
      const res = await call('PUT', '/api/core/Documents', {
        formId: form.id,
        patientId: people.alexId,
        episodeOfCareId: episodeId,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
  });
  afterAll(async () => {
    await t.close();
  });

  /** Both replies of one document, straight from the database. */
  const bothReplies = async (id: string) => {
    const [row] = await selectDocumentDtoRows(t.database.db, { json: documentDtoJsonSql() }).where(
      eq(documents.id, id),
    );
    if (!row) throw new Error(`no document ${id}`);
    return { fromSql: JSON.parse(row.json) as unknown, mapped: toDocumentDto(row) };
  };
  const expectSameReply = async (id: string) => {
    const { fromSql, mapped } = await bothReplies(id);
    expect(fromSql).toEqual(mapped);
    expect(coreFormsDocumentSchema.parse(fromSql)).toEqual(fromSql);
  };

  it('for a new draft', async () => {
    await expectSameReply(await create());
  });

  it('with every optional field set: file, sharing, completion, review date, layout, score', async () => {
    const id = await create();
    const db = t.database.db;
    const [file] = await db
      .insert(storedFiles)
      .values({
        sha256: 'ab'.repeat(32),
        sizeBytes: 12_345_678_901,
        contentType: 'application/pdf',
        originalName: 'Scan "2025" \\ ñ.pdf',
        patientId: people.alexId,
        uploadedByType: 'staff',
        uploadedById: authorId,
      })
      .returning();
    await db
      .update(documents)
      .set({
        fileId: file?.id,
        status: 'Completed',
        results: {
          TextInput1: 'line\nbreak "quoted" \u2028 ünïcödé',
          Nested: { list: [1, 2.5, null, true] },
        },
        bakedLayout: { rows: [] },
        score: '17',
        effectiveDate: '2025-03-04 05:06:07.999999+00',
        nextReviewDate: '2026-01-31',
        notes: 'Tab\there',
        unlockReason: 'Typo',
        attachForm: true,
        sharedWithPortal: true,
        sharedAt: '1999-12-31 23:59:59.0005+00',
        sharedById: authorId,
        completedAt: '2025-03-04 05:06:07+00',
        parentDocumentId: id,
      })
      .where(eq(documents.id, id));
    await expectSameReply(id);
    const { fromSql } = await bothReplies(id);
    expect(fromSql).toMatchObject({
      file: { sizeBytes: 12_345_678_901, fileName: 'Scan "2025" \\ ñ.pdf' },
      effectiveDate: '2025-03-04T05:06:07.999Z',
      nextReviewDate: '2026-01-31',
    });
  });

  it('with results that are not an object, and without an author', async () => {
    const id = await create();
    await t.database.db
      .update(documents)
      .set({ results: sql`'[1]'::jsonb`, createdById: null })
      .where(eq(documents.id, id));
    await expectSameReply(id);
    expect((await bothReplies(id)).fromSql).toMatchObject({ results: {}, createdBy: null });
  });

  it('for any author name and any instant', async () => {
    const id = await create();
    const whitespace = jsTrimCodePoints.map((c) => String.fromCodePoint(c));
    const namePart = fc
      .array(fc.constantFrom('a', 'Ñ', '\u200b', '-', ...whitespace), { maxLength: 4 })
      .map((chars) => chars.join(''))
      // PGlite's driver decodes text with TextDecoder, which drops a value's leading BOM: the
      // mapped reply would lose it, the SQL-built one (where it is mid-text) would not.
      .filter((part) => !part.startsWith('\ufeff'));
    const instant = fc
      .record({
        date: fc.date({ min: new Date('1900-01-01Z'), max: new Date('2999-12-31Z'), noInvalidDate: true }),
        micros: fc.integer({ min: 0, max: 999_999 }),
      })
      .map(({ date, micros }) => `${date.toISOString().slice(0, 19).replace('T', ' ')}.${micros}+00`);
    await fc.assert(
      fc.asyncProperty(namePart, namePart, namePart, instant, async (firstName, middleName, lastName, at) => {
        await t.database.db
          .update(staffUsers)
          .set({ firstName, middleName, lastName })
          .where(eq(staffUsers.id, authorId));
        await t.database.db.update(documents).set({ createdAt: at }).where(eq(documents.id, id));
        const { fromSql, mapped } = await bothReplies(id);
        expect(fromSql).toEqual(mapped);
      }),
      { numRuns: 60 },
    );
  });
});

describe('jsTrimCodePoints', () => {
  it('are exactly the characters String#trim removes', () => {
    const trimmed: number[] = [];
    for (let c = 0; c <= 0xffff; c++) if (String.fromCharCode(c).trim() === '') trimmed.push(c);
    expect([...jsTrimCodePoints]).toEqual(trimmed);
  });
});
