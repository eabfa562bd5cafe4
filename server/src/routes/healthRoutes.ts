import { healthReplySchema } from '@clinic/api-contract';
import { sql } from 'drizzle-orm';
import type { AppInstance } from '../app/appInstance';

export async function healthRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Answers 200 once the server and its database are ready',
        response: { 200: healthReplySchema },
      },
    },
    async () => {
      await app.deps.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.deps.databaseKind };
    },
  );
}
