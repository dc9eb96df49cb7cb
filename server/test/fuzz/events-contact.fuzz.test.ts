import { fuzzGroup } from './fuzz-suite.ts';

fuzzGroup('events-contact');
