import { writeFileSync } from 'node:fs';
import { renderEventCatalogue } from '@fr/contracts';

writeFileSync('docs/events.md', renderEventCatalogue());
console.log('docs/events.md written');
