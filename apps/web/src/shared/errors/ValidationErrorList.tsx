import type { ValidationIssue } from '@lne/api-client';
import { List, Stack, Text } from '@mantine/core';

/** The numbered 422 list of spec §5, as the body of an error toast. */
export function ValidationErrorList({ heading, issues }: { heading: string; issues: ValidationIssue[] }) {
  return (
    <Stack gap={4} data-testid="validation-errors">
      <Text size="sm" fw={600}>
        {heading}
      </Text>
      {issues.length > 0 ? (
        <List type="ordered" size="sm">
          {issues.map((issue) => (
            <List.Item key={issue.number}>
              {issue.kind}
              {issue.location ? ` (${issue.location})` : ''}: {issue.message}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
