import { HttpError } from '../../http/http-error.ts';

/**
 * SportsEngine failed in a way the client cannot recover from (unreachable, a server error, a refused
 * token, a GraphQL `errors[]`): answered 502 naming `sportsengine`, and the message an activity ends with.
 */
export class PlatformError extends HttpError {
  constructor(message: string) {
    super(502, { sportsengine: [message] });
    this.name = 'PlatformError';
  }
}
