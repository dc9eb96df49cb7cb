import { fuzzGroup } from './fuzz-suite.ts';

fuzzGroup('profiles-photos');
