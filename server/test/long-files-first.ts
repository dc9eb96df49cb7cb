import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files known to take a minute or more on CI's two cores (issue 42): the fuzz plan's groups,
 * the whole-process tests and the authorization matrix.
 */
const LONG_FILES = [/\.fuzz\.test\.ts$/, /\.process\.test\.ts$/, /authorization-matrix\.test\.ts$/];

/**
 * Vitest's order, with the long files first. On a fresh clone there are no recorded durations, and
 * the base order runs larger files first: the fuzz files (three lines each, up to 2.5 minutes) came
 * last, and the longest alone held the end of the run while the other worker stood idle.
 */
export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLong = (file: TestSpecification) => LONG_FILES.some((pattern) => pattern.test(file.moduleId));
    return [...sorted.filter(isLong), ...sorted.filter((file) => !isLong(file))];
  }
}
