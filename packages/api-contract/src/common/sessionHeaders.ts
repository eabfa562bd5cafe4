/**
 * Headers of the session, shared by the server, the apps' HTTP client and API clients
 * (docs/decisions.md "Hardening: sessions in HttpOnly cookies").
 */

/**
 * Sent by the apps' HTTP client on every call. A request signed in with the session cookie must
 * carry it: a page of another site can send the cookie (a form, an image) but not this header
 * without a CORS preflight, which the server never grants. A sign-in that carries it (and no bearer
 * token) answers the session as an HttpOnly cookie instead of a token in the body.
 */
export const appRequestHeader = 'X-Clinic-App';

/** A bearer client's ageing token is renewed in this reply header (sliding expiry). */
export const renewedTokenHeader = 'x-session-token';
