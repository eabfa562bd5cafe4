/** The link is the only credential: reachable without a session, and rate-limited per address. */
export const eFormRouteConfig = { public: true, rateLimit: { max: 120, timeWindow: '1 minute' } };
