import { fuzzGroup } from './fuzz-suite.ts';

fuzzGroup('moderation');
