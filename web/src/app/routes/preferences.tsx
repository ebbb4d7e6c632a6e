import type { Preferences } from '@clearcart/contracts';
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { AccountSection } from '../../features/account/components/account-section.tsx';
import { HouseholdPeople } from '../../features/household/components/household-people.tsx';
import { useHousehold, type Person } from '../../features/household/hooks/use-household.ts';
import { useSaveAsTheyChange } from '../../features/preferences/hooks/use-save-as-they-change.ts';
import { usePreferences } from '../../features/preferences/api/get-preferences.ts';
import {
  KeepNote,
  PreferencesEditor,
  PreferencesForm,
} from '../../features/preferences/components/preferences-form.tsx';
import { failureDescription } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useSignOut } from '../use-sign-out.ts';
import { useT } from '../../i18n/react.tsx';

/** This page is built with the UI kit (see the router). */
export const kit = true;

/** Your preferences, and your household's: one person at a time (`?person=<id>`), you first. */
export function PreferencesRoute() {
  const preferences = usePreferences();
  const household = useHousehold(preferences.data?.preferences);
  const [params, setParams] = useSearchParams();
  const [saving, setSaving] = useState(false);
  const [open, setOpen] = useState<string[]>([]);
  const sections = { open, setOpen };
  const t = useT();
  // Another person's preferences are saved as they change too (decision 060), each change with whose it is.
  const keeping = useSaveAsTheyChange<{ person: Person; value: Preferences }>(
    () => {},
    async ({ person: whose, value }) => {
      try {
        await household.update(whose, whose.name, value);
        return true;
      } catch {
        return false;
      }
    },
  );
  const { currentUser } = useAuth();
  const signOut = useSignOut();
  const person = household.people.find((p) => p.id === params.get('person')) ?? household.people[0];
  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id && id !== household.people[0]?.id) next.set('person', id);
        else next.delete('person');
        return next;
      },
      { replace: true },
    );

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '3', md: '6' }}>
      <Stack gap="6">
        <Box>
          <PageTitle page={t('prefs.title')} />
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {t('prefs.title')}
          </Heading>
          <Text color="fg.muted" mt="2">
            {t('prefs.lead')}
          </Text>
        </Box>
        <HouseholdPeople household={household} selected={person} onSelect={select} />
        {!person || person.primary ? (
          <PreferencesForm sections={sections} />
        ) : (
          <Stack gap="4">
            <Heading as="h2" size="lg">
              {t('prefs.personTitle', { name: person.name })}
            </Heading>
            <PreferencesEditor
              key={person.id}
              initial={person.preferences}
              sections={sections}
              saving={saving}
              onChange={(value) => keeping.change({ person, value })}
              note={<KeepNote state={keeping.state} failed={t('prefs.couldNotSaveFor', { name: person.name })} />}
              onSave={async (value) => {
                setSaving(true);
                try {
                  await household.update(person, person.name, value);
                  notify({
                    status: 'success',
                    title: t('prefs.savedFor', { name: person.name }),
                    description: t('prefs.savedFor.text'),
                  });
                } catch (error) {
                  notify({
                    status: 'error',
                    title: t('prefs.couldNotSaveFor', { name: person.name }),
                    description: failureDescription(error),
                  });
                } finally {
                  setSaving(false);
                }
              }}
            />
          </Stack>
        )}
        {currentUser && (
          <AccountSection
            email={currentUser.email}
            onDeleted={async () => {
              await signOut();
              // Said on the page the shopper is taken to (the home page): it ends on the navigation after.
              notify({
                status: 'success',
                title: t('account.deleted'),
                description: t('account.deleted.text'),
                carry: true,
              });
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
