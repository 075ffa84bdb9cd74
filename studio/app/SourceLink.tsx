/** A file and line of the project, as a link to the studio's view of that file at that line. */
import type { ReactElement } from 'react';

export const sourceHref = (file: string, line = 1): string => `#/bron/${line}/${file}`;

export function SourceLink({ file, line = 1, testId }: { file: string; line?: number; testId?: string }): ReactElement {
  return (
    <a href={sourceHref(file, line)} data-testid={testId}>
      <code>
        {file}:{line}
      </code>
    </a>
  );
}
