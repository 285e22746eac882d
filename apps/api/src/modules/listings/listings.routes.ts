import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Owner listings (spec part 2 section 7 'Hostels (owner)'): my hostels, create (with the
 * wizard's rooms), update (also mess-only), delete.
 */
export const listingsRoutes: FastifyPluginAsyncZod = async () => {};
