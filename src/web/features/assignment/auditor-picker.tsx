import { Box, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { SUGGESTION_RANKING_CAPTION, type AuditorSuggestion } from '../../../domain/admin.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { withoutAccents } from '../../../domain/name-order.ts';
import { Busy } from '../../components/busy.tsx';
import { LoadError } from '../../components/error-alert.tsx';
import { useAuditorSuggestions } from './api/get-auditor-suggestions.ts';
import { SuggestionCard } from './suggestion-card.tsx';

export interface AuditorPickerProps {
  /** The property the auditors are ranked for (GET /api/admin/properties/{id}/auditor-suggestions). */
  propertyId: string;
  /** Left out of the list and the ranks: the property's current auditor when re-assigning. */
  excludeAuditorId?: string | undefined;
  /** The chosen auditor's id, or null. */
  value: string | null;
  onChange: (auditorId: string | null) => void;
  /** The list's scroll height, so the dialog's actions stay in view; a CSS length. */
  listMaxHeight?: string;
}

/** Lower case without accents, so 'szabo' finds 'Szabó' and 'gyor' finds 'Győr'. */
const fold = (text: string) => withoutAccents(text).toLocaleLowerCase('hu');

/** The suggestions an auditor choice offers: in the ranking's order, without the excluded auditor. */
export function useRankedSuggestions(propertyId: string, excludeAuditorId?: string) {
  const query = useAuditorSuggestions(propertyId);
  const ranked = useMemo(
    () => (query.data ?? []).filter((suggestion) => suggestion.auditorId !== excludeAuditorId),
    [query.data, excludeAuditorId],
  );
  return { query, ranked };
}

/**
 * The auditor choice of the assignment dialog (docs/roles/portal-admin.md, 'Assigning an auditor'), also
 * used to re-assign: the ranked, searchable (name, e-mail, settlement) radio list with a caption that says
 * how it ranks. The rank numbers stay those of the whole ranking while a search narrows the list.
 */
export function AuditorPicker({
  propertyId,
  excludeAuditorId,
  value,
  onChange,
  listMaxHeight = '50dvh',
}: AuditorPickerProps) {
  const { query, ranked } = useRankedSuggestions(propertyId, excludeAuditorId);
  const [search, setSearch] = useState('');
  const countId = useId();
  const idPrefix = `picker-${useId().replace(/:/g, '')}`;

  const shown = useMemo(() => {
    const words = fold(search).split(/\s+/).filter(Boolean);
    return ranked
      .map((suggestion, index) => ({ suggestion, rank: index + 1 }))
      .filter(({ suggestion }) => {
        const haystack = fold([suggestion.name, suggestion.email, suggestion.settlement ?? ''].join(' '));
        return words.every((word) => haystack.includes(word));
      });
  }, [ranked, search]);

  if (query.isPending) return <Busy label="Javasolt tanúsítók betöltése..." mih={160} />;
  if (query.isError) {
    return <LoadError query={query} title="Hiba a tanúsítók betöltése során" />;
  }
  if (ranked.length === 0) {
    return <Text fz="sm">{MESSAGES.assignment.noAuditors}</Text>;
  }

  return (
    <Stack gap="xs">
      <TextInput
        label="Keresés a tanúsítók között"
        placeholder="Név, e-mail cím vagy település"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        aria-describedby={countId}
        type="search"
      />
      <Text id={countId} fz="xs" c="dimmed" aria-live="polite">
        {shown.length === ranked.length
          ? `${ranked.length} tanúsító`
          : `${shown.length} találat, összesen ${ranked.length} tanúsító`}
      </Text>
      <Radio.Group
        label="Javasolt tanúsítók"
        description={SUGGESTION_RANKING_CAPTION}
        value={value}
        onChange={onChange}
      >
        {shown.length === 0 ? (
          <Text fz="sm" mt="xs">
            Nincs a keresésnek megfelelő tanúsító.
          </Text>
        ) : (
          /* A plain scroller: ScrollArea's content table would widen to the longest line on a phone. */
          <Box mah={listMaxHeight} mt="xs" pr={4} style={{ overflowY: 'auto', overflowX: 'hidden' }}>
            <Stack gap={6}>
              {shown.map(({ suggestion, rank }) => (
                <SuggestionCard
                  key={suggestion.auditorId}
                  suggestion={suggestion}
                  rank={rank}
                  idPrefix={`${idPrefix}-${propertyId}`}
                />
              ))}
            </Stack>
          </Box>
        )}
      </Radio.Group>
    </Stack>
  );
}

/** The chosen suggestion, for a footer that names it. */
export const chosenSuggestion = (ranked: AuditorSuggestion[], value: string | null) =>
  value === null ? undefined : ranked.find((suggestion) => suggestion.auditorId === value);
