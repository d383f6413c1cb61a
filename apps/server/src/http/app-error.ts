/** An error a route or service throws to answer with a given status and the spec's message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly result: unknown = null,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, result: unknown = null) => new AppError(400, message, result);
export const unauthorized = (message = 'Unauthorized') => new AppError(401, message);
export const forbidden = (message = 'Forbidden') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
