import { fuzzGroup } from './fuzz-suite.ts';

fuzzGroup('member-actions');
