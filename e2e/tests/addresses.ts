// Where the journeys' servers listen (playwright.config.ts starts them; E2E_PORT_BASE moves them).
const portBase = Number(process.env.E2E_PORT_BASE ?? 100);

export const storefrontUrl = `http://127.0.0.1:${3000 + portBase}`;
export const apiUrl = `http://127.0.0.1:${4000 + portBase}`;
export const businessUrl = `http://127.0.0.1:${3100 + portBase}`;
