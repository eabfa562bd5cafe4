import type { ServerConfig } from './config/loadConfig';

interface BannerFacts {
  config: ServerConfig;
  port: number;
  database: string;
  mail: string;
  admin: { created: false } | { created: true; email: string; generatedPassword: string | undefined };
  seeded: boolean;
}

/** The human-readable start-up summary: where the apps are and where e-mails go. */
export function printBanner(facts: BannerFacts): void {
  const base = `http://${facts.config.host === '0.0.0.0' ? 'localhost' : facts.config.host}:${facts.port}`;
  const lines = [
    '',
    'Clinic server is ready.',
    `  Patient portal:  ${base}/`,
    `  Staff app:       ${base}/staff/`,
    `  API docs:        ${base}/api/docs  (OpenAPI: ${base}/api/openapi.json)`,
    `  Database:        ${facts.database}`,
    `  E-mail:          ${facts.mail}`,
    `  Links in mails:  ${facts.config.publicUrl}`,
  ];
  if (facts.seeded)
    lines.push('  Demo data:       loaded (portal sign-in: demo@example.org, jordan@example.org)');
  if (facts.admin.created) {
    lines.push(`  Staff admin:     ${facts.admin.email}`);
    if (facts.admin.generatedPassword) {
      lines.push(
        `  Admin password:  ${facts.admin.generatedPassword}  (shown once; set STAFF_ADMIN_PASSWORD to choose it)`,
      );
    }
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}
