import { cleanText } from '@clearcart/text';
import type { PersonalAlert } from '@clearcart/contracts';
import { Alert, List } from '@chakra-ui/react';

/** Conflicts with the shopper's saved preferences, at the top of the report. */
export function PersonalAlerts({ alerts }: { alerts: PersonalAlert[] | undefined }) {
  if (!alerts || alerts.length === 0) return null;
  const high = alerts.some((alert) => alert.severity === 'high');
  return (
    <Alert.Root status={high ? 'error' : 'warning'} rounded="lg" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Based on your preferences</Alert.Title>
        <Alert.Description>
          <List.Root ps="4" gap="1" mt="1">
            {alerts.map((alert) => (
              <List.Item key={`${alert.code}-${alert.message}`}>{cleanText(alert.message)}</List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
