/** The certificates' schemas (loaded by the server, see ../endpoint.ts). */
export { PageQuerySchema } from '../../pagination';
export {
  CertificateCodeParamsSchema,
  CertificateSchema,
  MyCertificateSchema,
} from '../../competition/certificates';
