// The server's JSON API (see /api/openapi.json). Every failure becomes an ApiError that
// carries the server's code and message, so screens can show what went wrong.

/** A refused or failed request: `status`, the server's `code`, and its `message`. */
export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/**
 * Sends a request and returns its JSON answer (or the Response itself with `raw`): `json` as
 * JSON, or `body` as it is (a form, or a file sent as `type`).
 */
export async function request(method, path, { json, body, type, raw = false } = {}) {
  const init = { method, headers: {} };
  if (json !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(json);
  } else if (body !== undefined) {
    if (type !== undefined) init.headers['Content-Type'] = type;
    init.body = body;
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError(0, 'offline', 'The server cannot be reached.');
  }
  if (!response.ok) {
    let code = 'http' + response.status;
    let message = `${method} ${path} failed (${response.status})`;
    try {
      const error = await response.json();
      code = error.error ?? code;
      message = error.message ?? message;
    } catch { /* not JSON: keep the status */ }
    throw new ApiError(response.status, code, message);
  }
  return raw ? response : response.json();
}

export const get = (path) => request('GET', path);

/** A query string from the defined, non-empty values of `params`. */
export function query(params) {
  // Percent-encoded (a space is %20): the server does not read `+` as a space.
  const pairs = Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return pairs.length ? '?' + pairs.join('&') : '';
}

/** The URL of a tree's photo `number` (from 1). */
export const treePhotoURL = (id, number) => `/api/trees/${id}/photos/${number}`;
/** The URL of an issue's photo. */
export const issuePhotoURL = (id) => `/api/issues/${id}/photo`;
