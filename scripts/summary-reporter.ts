import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one plain closing line, `N passed, N failed, N skipped`, after every run, so any CI
 * reads the result without knowing vitest's own summary format; before it, the time each project's
 * files took in all and the ten slowest files (seconds), so a slow CI shows where its time went.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const secondsByProject = new Map<string, number>();
    const files: Array<{ name: string; seconds: number }> = [];
    for (const testModule of testModules) {
      for (const testCase of testModule.children.allTests()) {
        const state = testCase.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
      // A file that failed to load has no test cases; count it so the run never looks clean.
      if (testModule.state() === 'failed' && testModule.children.size === 0) failed += 1;
      const seconds = testModule.diagnostic().duration / 1000;
      const project = testModule.project.name;
      secondsByProject.set(project, (secondsByProject.get(project) ?? 0) + seconds);
      files.push({ name: `${project}: ${testModule.relativeModuleId}`, seconds });
    }
    if (files.length > 1) {
      const projects = [...secondsByProject].map(([name, s]) => `${name} ${s.toFixed(0)} s`);
      const slowest = files
        .sort((a, b) => b.seconds - a.seconds)
        .slice(0, 10)
        .map((file) => `  ${file.seconds.toFixed(1).padStart(6)} s  ${file.name}`);
      process.stdout.write(
        `\nFile time by project: ${projects.join(', ')}\nSlowest files:\n${slowest.join('\n')}\n`,
      );
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
