import { ErrorResponseSchema } from '@app/contracts';

/** Documents the shared error shape for every 4xx answer of a route in the OpenAPI document. */
export const errorResponses = { '4xx': ErrorResponseSchema } as const;
