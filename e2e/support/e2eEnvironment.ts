/** Ports of the browser tests' server and mail catcher; E2E_PORT lets several runs share a machine. */
export const serverPort = Number(process.env.E2E_PORT ?? 3917);
export const mailPort = Number(process.env.E2E_MAIL_PORT ?? serverPort + 1);
export const baseUrl = `http://127.0.0.1:${serverPort}`;
export const mailApiUrl = `http://127.0.0.1:${mailPort}`;
