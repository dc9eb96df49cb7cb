/**
 * The one error family of the server (engineering guide, practice 8). Services throw these; the
 * error handler turns them into `{ error: { code, message, requestId } }`. Messages are the spec's
 * words where it has them; a 5xx never carries its message to the client.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, code = 'BAD_REQUEST') {
    super(400, code, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'User not authenticated. Please log in.', code = 'UNAUTHENTICATED') {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = "You don't have permission to do that.", code = 'FORBIDDEN') {
    super(403, code, message);
  }
}

/** Also what a hidden record answers, so that a block or a deactivation is not revealed. */
export class NotFoundError extends AppError {
  constructor(message = 'Not found.', code = 'NOT_FOUND') {
    super(404, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code = 'CONFLICT') {
    super(409, code, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message = 'Too many requests. Please try again later.', code = 'RATE_LIMITED') {
    super(429, code, message);
  }
}

/** The service is not available for now (D42's maintenance mode): the client may try again after `retryAfterSeconds`. */
export class ServiceUnavailableError extends AppError {
  constructor(
    message: string,
    code: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, code, message);
  }
}
