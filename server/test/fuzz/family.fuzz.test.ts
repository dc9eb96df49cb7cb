import { fuzzGroup } from './fuzz-suite.ts';

fuzzGroup('family');
