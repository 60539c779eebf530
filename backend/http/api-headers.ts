/**
 * The security headers of every API and image answer (the sites have their own, backend/static/sites.ts): no
 * content sniffing (an error message echoing a path is read as the JSON it is, never as HTML), no framing, no
 * referrer. Cross-origin resource and opener policies are left off: product images are embedded by the sites
 * and by the feed aggregators, and the APIs' cross-origin use is CORS's to decide (cors.ts).
 */
import { secureHeaders } from 'hono/secure-headers';

export const API_SECURITY_HEADERS = secureHeaders({
  xContentTypeOptions: true,
  xFrameOptions: 'DENY',
  referrerPolicy: 'no-referrer',
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});
