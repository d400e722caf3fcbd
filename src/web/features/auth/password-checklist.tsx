import { List, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { passwordRuleResults } from '../../../domain/validation.ts';

/** The password rules (docs/rules/accounts.md, 'Composition rules'), ticked off as the person types. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <List size="sm" spacing={2} aria-label="Jelszó követelmények" aria-live="polite">
      {passwordRuleResults(password).map((rule) => (
        <List.Item
          key={rule.key}
          c={rule.passed ? undefined : 'gray.7'}
          icon={
            <ThemeIcon size={18} radius="xl" color={rule.passed ? 'green.8' : 'gray.6'} aria-hidden>
              {rule.passed ? <IconCheck size={12} /> : <IconX size={12} />}
            </ThemeIcon>
          }
        >
          {rule.label}
          <VisuallyHidden>{rule.passed ? ' – teljesül' : ' – még nem teljesül'}</VisuallyHidden>
        </List.Item>
      ))}
    </List>
  );
}
