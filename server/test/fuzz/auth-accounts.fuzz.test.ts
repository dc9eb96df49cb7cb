import { fuzzGroup } from './fuzz-suite.ts';

fuzzGroup('auth-accounts');
