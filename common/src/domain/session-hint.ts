/**
 * The readable companion of the session cookie: it holds no secret, only "1", and says that the
 * browser holds a session. The web app checks the session only when it is there (no 401 for every
 * visitor's page view); the server, answering a page, has such a browser load the session's code
 * with the page.
 */
export const SESSION_HINT_COOKIE_NAME = 'heirloom_signed_in';

/** The hint cookie's value while a session exists. */
export const SESSION_HINT_VALUE = '1';
