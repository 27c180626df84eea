/** The ranking endpoints' schemas (loaded by the server, see ../endpoint.ts). */
export {
  RankingCategoriesQuerySchema,
  RankingCategoriesSchema,
  RankingQuerySchema,
  RankingSchema,
} from '../../rankings/schemas';
