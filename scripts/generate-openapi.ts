import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument } from '@fr/contracts';

/** Writes docs/openapi.json from the route contracts (the same document /api/openapi.json serves). */
writeFileSync('docs/openapi.json', `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log('docs/openapi.json written');
