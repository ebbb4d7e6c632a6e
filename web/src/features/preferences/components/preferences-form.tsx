import type { Preferences } from '@clearcart/contracts';
import { ANIMAL_TESTING_STANCES } from '@clearcart/contracts/preference-ids';
import {
  Accordion,
  Alert,
  Box,
  Button,
  Checkbox,
  Field,
  Fieldset,
  Heading,
  HStack,
  Input,
  Link,
  RadioGroup,
  SimpleGrid,
  Slider,
  Span,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { HeartPulse, Leaf, Save, Scale } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { TOAST_WARNING_MS } from '../../../config/constants.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { preferencesQueryOptions, usePreferences, type LoadedPreferences } from '../api/get-preferences.ts';
import { useSavePreferences } from '../api/save-preferences.ts';
import { useSaveAsTheyChange, type KeepState } from '../hooks/use-save-as-they-change.ts';
import { writeLocalPreferences } from '../lib/local-preferences.ts';
import { formatCommaList, parseCommaList } from '../lib/comma-list.ts';
import {
  ALLERGEN_LABELS,
  ANIMAL_TESTING_LABELS,
  DIET_LABELS,
  ENVIRONMENT_CERTIFICATION_LABELS,
  ETHICAL_CERTIFICATION_LABELS,
  SENSITIVITY_LABELS,
} from '../../../lib/preference-labels.ts';
import { T, useT } from '../../../i18n/react.tsx';

interface ChoiceGroupProps<T extends string> {
  legend: string;
  labels: Record<T, string>;
  value: readonly T[];
  onChange(next: T[]): void;
}

/** A group of checkboxes for an id list, with readable labels. */
function ChoiceGroup<T extends string>({ legend, labels, value, onChange }: ChoiceGroupProps<T>) {
  const ids = Object.keys(labels) as T[];
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold" mb="2">
        {legend}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2">
        {ids.map((id) => (
          <Checkbox.Root
            key={id}
            checked={value.includes(id)}
            onCheckedChange={(details) =>
              onChange(details.checked === true ? [...value, id] : value.filter((item) => item !== id))
            }
            borderWidth="1px"
            rounded="md"
            px={{ base: '2', sm: '3' }}
            py="2"
            minW="0"
            _checked={{ bg: 'brand.subtle', borderColor: 'brand.solid' }}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            {/* Long single words ('Biodegradable') must not run past the card on 360 px phones. */}
            <Checkbox.Label minW="0" overflowWrap="anywhere">
              {labels[id]}
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
    </Fieldset.Root>
  );
}

function SensitivitySlider({ label, value, onChange }: { label: string; value: number; onChange(next: number): void }) {
  const t = useT();
  return (
    <Slider.Root
      min={0}
      max={5}
      step={1}
      value={[value]}
      onValueChange={(details) => onChange(details.value[0] ?? 0)}
      colorPalette="brand"
      maxW="md"
    >
      <HStack justify="space-between">
        <Slider.Label>{label}</Slider.Label>
        <Slider.ValueText />
      </HStack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
      <HStack justify="space-between" fontSize="xs" color="fg.muted">
        <Span>{t('prefs.notAConcern')}</Span>
        <Span>{t('prefs.verySensitive')}</Span>
      </HStack>
    </Slider.Root>
  );
}

function Section({
  value,
  title,
  icon,
  children,
}: {
  value: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Accordion.Item value={value}>
      <Accordion.ItemTrigger py="4">
        <HStack flex="1" gap="3">
          {icon}
          <Heading as="h2" size="md">
            {title}
          </Heading>
        </HStack>
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent>
        <Accordion.ItemBody>
          <Stack gap="6" pb="4">
            {children}
          </Stack>
        </Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
}

/** Raw text of the comma-separated fields, parsed only on save so typing a comma feels natural. */
interface ListDrafts {
  avoidIngredients: string;
  environmentalIngredients: string;
}

interface PreferencesEditorProps {
  /** The preferences the editor starts from; later changes to them are not picked up (remount with a key). */
  initial: Preferences;
  /** Saves the edited preferences (comma lists parsed, as they will be shown again). */
  onSave(value: Preferences): Promise<void>;
  saving: boolean;
  /** Under the Save button. */
  note?: ReactNode;
  /** Every change, as it happens (comma lists parsed): the page saves them as they change (decision 060). */
  onChange?(value: Preferences): void;
  /** The sections open, held by the page: an editor made again (another person, the household loaded) keeps them. */
  sections: OpenSections;
}

/** Which sections of the editor are open, and how to change them. */
export interface OpenSections {
  open: string[];
  setOpen(open: string[]): void;
}

/** The edited preferences with their comma lists parsed, as they are saved. */
const parsedValue = (draft: Preferences, lists: ListDrafts): Preferences => ({
  ...draft,
  health: { ...draft.health, avoid_ingredients: parseCommaList(lists.avoidIngredients) },
  environment: { ...draft.environment, ingredients_to_avoid: parseCommaList(lists.environmentalIngredients) },
});

/** The three sections of preferences and their Save button, for any person of the household. */
export function PreferencesEditor({ initial, onSave, saving, note, onChange, sections }: PreferencesEditorProps) {
  const t = useT();
  const [draft, setDraft] = useState<Preferences>(initial);
  const [lists, setLists] = useState<ListDrafts>({
    avoidIngredients: formatCommaList(initial.health.avoid_ingredients),
    environmentalIngredients: formatCommaList(initial.environment.ingredients_to_avoid),
  });

  const update = (change: (current: Preferences) => Preferences) => setDraft((current) => change(current));

  // Each change is handed on once (a list's text retyped to the same items is no change).
  const handed = useRef(JSON.stringify(parsedValue(initial, lists)));
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    const value = parsedValue(draft, lists);
    const json = JSON.stringify(value);
    if (json === handed.current) return;
    handed.current = json;
    changed.current?.(value);
  }, [draft, lists]);

  const save = async () => {
    const value = parsedValue(draft, lists);
    setDraft(value);
    setLists({
      avoidIngredients: formatCommaList(value.health.avoid_ingredients),
      environmentalIngredients: formatCommaList(value.environment.ingredients_to_avoid),
    });
    await onSave(value);
  };

  const { health, environment, ethical } = draft;

  return (
    <Stack gap="6">
      <Accordion.Root
        multiple
        collapsible
        value={sections.open}
        onValueChange={(details) => sections.setOpen(details.value)}
        variant="enclosed"
        rounded="lg"
      >
        <Section value="health" title={t('prefs.health')} icon={<HeartPulse aria-hidden="true" />}>
          <ChoiceGroup
            legend={t('prefs.allergens')}
            labels={ALLERGEN_LABELS}
            value={health.allergens}
            onChange={(allergens) => update((p) => ({ ...p, health: { ...p.health, allergens } }))}
          />
          <ChoiceGroup
            legend={t('prefs.diets')}
            labels={DIET_LABELS}
            value={health.dietary_restrictions}
            onChange={(dietary_restrictions) =>
              update((p) => ({ ...p, health: { ...p.health, dietary_restrictions } }))
            }
          />
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="semibold" mb="2">
              {t('prefs.sensitivities')}
            </Fieldset.Legend>
            <Stack gap="5">
              {(Object.keys(SENSITIVITY_LABELS) as Array<keyof typeof SENSITIVITY_LABELS>).map((key) => (
                <SensitivitySlider
                  key={key}
                  label={SENSITIVITY_LABELS[key]}
                  value={health.sensitivities[key]}
                  onChange={(level) =>
                    update((p) => ({
                      ...p,
                      health: { ...p.health, sensitivities: { ...p.health.sensitivities, [key]: level } },
                    }))
                  }
                />
              ))}
            </Stack>
          </Fieldset.Root>
          <Field.Root>
            <Field.Label>{t('prefs.avoidIngredients')}</Field.Label>
            <Input
              value={lists.avoidIngredients}
              placeholder={t('prefs.avoidIngredients.placeholder')}
              onChange={(event) => setLists((l) => ({ ...l, avoidIngredients: event.target.value }))}
            />
            <Field.HelperText>{t('prefs.commas')}</Field.HelperText>
          </Field.Root>
        </Section>

        <Section value="environment" title={t('prefs.environment')} icon={<Leaf aria-hidden="true" />}>
          <ChoiceGroup
            legend={t('prefs.certifications')}
            labels={ENVIRONMENT_CERTIFICATION_LABELS}
            value={environment.certifications}
            onChange={(certifications) => update((p) => ({ ...p, environment: { ...p.environment, certifications } }))}
          />
          <Field.Root>
            <Field.Label>{t('prefs.envIngredients')}</Field.Label>
            <Input
              value={lists.environmentalIngredients}
              placeholder={t('prefs.envIngredients.placeholder')}
              onChange={(event) => setLists((l) => ({ ...l, environmentalIngredients: event.target.value }))}
            />
            <Field.HelperText>{t('prefs.commas')}</Field.HelperText>
          </Field.Root>
        </Section>

        <Section value="ethical" title={t('prefs.ethical')} icon={<Scale aria-hidden="true" />}>
          <ChoiceGroup
            legend={t('prefs.certifications')}
            labels={ETHICAL_CERTIFICATION_LABELS}
            value={ethical.certifications}
            onChange={(certifications) => update((p) => ({ ...p, ethical: { ...p.ethical, certifications } }))}
          />
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="semibold" mb="2">
              {t('prefs.animalTesting')}
            </Fieldset.Legend>
            <RadioGroup.Root
              value={ethical.animal_testing}
              onValueChange={(details) =>
                update((p) => ({
                  ...p,
                  ethical: {
                    ...p.ethical,
                    animal_testing: (details.value ?? 'neutral') as Preferences['ethical']['animal_testing'],
                  },
                }))
              }
              aria-label={t('prefs.animalTesting')}
            >
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
                {ANIMAL_TESTING_STANCES.map((stance) => (
                  <RadioGroup.Item key={stance} value={stance}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{ANIMAL_TESTING_LABELS[stance]}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </SimpleGrid>
            </RadioGroup.Root>
          </Fieldset.Root>
          <Field.Root>
            <Field.Label>{t('prefs.concerns')}</Field.Label>
            <Textarea
              value={ethical.additional_concerns}
              maxLength={2000}
              placeholder={t('prefs.concerns.placeholder')}
              onChange={(event) =>
                update((p) => ({ ...p, ethical: { ...p.ethical, additional_concerns: event.target.value } }))
              }
            />
          </Field.Root>
        </Section>
      </Accordion.Root>

      <Box>
        <Button size="lg" onClick={() => void save()} loading={saving} loadingText={t('common.saving')}>
          <Save aria-hidden="true" /> {t('prefs.save')}
        </Button>
        {note}
      </Box>
    </Stack>
  );
}

/** Beside the Save button: that changes are saved as they are made, and where they stand. */
export function KeepNote({ state, failed }: { state: KeepState; failed: string }) {
  const t = useT();
  const text =
    state === 'saving'
      ? t('common.saving')
      : state === 'saved'
        ? t('prefs.keep.saved')
        : state === 'failed'
          ? failed
          : t('prefs.keep.hint');
  return (
    <Text fontSize="sm" color={state === 'failed' ? 'fg.warning' : 'fg.muted'} mt="2" role="status">
      {text}
    </Text>
  );
}

/** The message's link to signing in; the message gives its words (`<0>…</0>`). */
function SignInLink({ children }: { children?: ReactNode }) {
  return (
    <Link asChild fontWeight="semibold" color="brand.fg" textDecoration="underline">
      <RouterLink to="/signin">{children}</RouterLink>
    </Link>
  );
}

/** The Your Preferences screen: the account holder's own preferences ("Me" of the household). */
export function PreferencesForm({ sections }: { sections: OpenSections }) {
  const { currentUser } = useAuth();
  const query = usePreferences();
  const save = useSavePreferences();
  const queryClient = useQueryClient();
  const preferencesKey = preferencesQueryOptions(currentUser?.uid ?? null).queryKey;
  const t = useT();
  const warned = useRef(false);

  useEffect(() => {
    if (query.data?.source === 'local-fallback' && !warned.current) {
      warned.current = true;
      notify({
        status: 'warning',
        title: t('prefs.noServer'),
        description: t('prefs.usingLocal'),
        duration: TOAST_WARNING_MS,
      });
    }
  }, [query.data, t]);

  // The editor starts from the first preferences loaded and keeps its draft from then on.
  const [initial, setInitial] = useState<Preferences | null>(null);
  useEffect(() => {
    if (query.data && !initial) setInitial(query.data.preferences);
  }, [query.data, initial]);

  // The language is chosen in the frame, maybe after this editor started: the account's current one is kept.
  const withLanguage = (edited: Preferences): Preferences => {
    const language = queryClient.getQueryData<LoadedPreferences>(preferencesKey)?.preferences.language;
    return { ...edited, ...(language ? { language } : {}) };
  };
  const keeping = useSaveAsTheyChange<Preferences>(
    (edited) => {
      // At once: this device's copy and the app's view of them, so a report opened next reads them.
      const value = withLanguage(edited);
      writeLocalPreferences(value);
      const source = queryClient.getQueryData<LoadedPreferences>(preferencesKey)?.source ?? 'local';
      queryClient.setQueryData<LoadedPreferences>(preferencesKey, { preferences: value, source, saved: true });
    },
    async (edited) => (await save.mutateAsync(withLanguage(edited))) !== 'local-fallback',
  );

  if (!initial) return <PageSpinner label={t('prefs.loading')} />;

  const onSave = async (edited: Preferences) => {
    const outcome = await save.mutateAsync(withLanguage(edited));
    if (outcome === 'local-fallback') {
      notify({
        status: 'warning',
        title: t('prefs.serverSaveError'),
        description: t('prefs.savedLocally'),
        duration: TOAST_WARNING_MS,
      });
    } else {
      notify({
        status: 'success',
        title: t('prefs.saved'),
        description: outcome === 'server' ? t('prefs.saved.server') : t('prefs.saved.device'),
      });
    }
  };

  return (
    <Stack gap="6">
      {!currentUser && (
        <Alert.Root status="info" variant="subtle" rounded="md">
          <Alert.Indicator />
          <Alert.Description>
            <T k="prefs.signInToKeep" components={{ 0: <SignInLink /> }} />
          </Alert.Description>
        </Alert.Root>
      )}
      <PreferencesEditor
        initial={initial}
        sections={sections}
        onSave={onSave}
        onChange={keeping.change}
        saving={save.isPending && keeping.state !== 'saving'}
        note={
          <>
            <KeepNote state={keeping.state} failed={t('prefs.keep.local')} />
            {query.data?.source === 'server' && (
              <Text fontSize="sm" color="fg.muted" mt="2">
                {t('prefs.savedToAccount')}
              </Text>
            )}
          </>
        }
      />
    </Stack>
  );
}
