import {
  Box,
  Button,
  Grid,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import type { ListValues } from '../lib/list-state.ts';
import { TEXT_FILTER_DEBOUNCE_MS } from '../lib/use-debounced-text.ts';
import { dateRangeBounds, type FilterField, type Placement } from './filter-fields.ts';

export interface FilterBarProps<S extends ListValues> {
  fields: readonly FilterField<S>[];
  state: S;
  onChange: (change: Partial<S>) => void;
  /** Without it the bar has no clear button. */
  onClear?: () => void;
  isFiltered: boolean;
  /** 'Szűrők törlése' unless the screen says otherwise ('Alaphelyzet'). */
  clearLabel?: string;
  /** Where the clear button sits in the grid layout, or 'footer' for a line under it with `actions`. */
  clearPlacement?: Placement | 'footer';
  /** Hidden rather than disabled while there is nothing to clear. */
  hideClearWhenIdle?: boolean;
  /** Buttons beside the clear button in the footer (the certificates' advanced filters). */
  actions?: ReactNode;
  /** 'grid' (24 columns, spans), 'row' (a wrapping line), 'compact' (small lines, as the client list's). */
  layout?: 'grid' | 'row' | 'compact';
  /** No frame: the fields alone, for a bar inside a header. */
  bare?: boolean;
  debounceMs?: number;
  children?: ReactNode;
}

/**
 * The filters of a server-paged list from a description: search boxes (their text sent after a pause),
 * selects, segmented controls, date ranges (typed in the Hungarian order or picked) and quick-range
 * buttons, with the clear button. The state and its address bar are the list kit's (lib/use-list-state.ts).
 */
export function FilterBar<S extends ListValues>({
  fields,
  state,
  onChange,
  onClear,
  isFiltered,
  clearLabel = 'Szűrők törlése',
  clearPlacement,
  hideClearWhenIdle = false,
  actions,
  layout = 'grid',
  bare = false,
  debounceMs = TEXT_FILTER_DEBOUNCE_MS,
}: FilterBarProps<S>) {
  const searchKeys = fields.flatMap((field) => (field.kind === 'search' ? [field.key] : []));
  const texts = useDebouncedTexts(
    Object.fromEntries(searchKeys.map((key) => [key, String(state[key])])),
    (change) => onChange(change as Partial<S>),
    debounceMs,
  );
  const isClear = !isFiltered && !texts.isTyped;
  const compact = layout === 'compact';
  const size = compact ? 'xs' : undefined;
  const iconSize = compact ? 14 : 16;

  const render = (field: FilterField<S>): ReactNode[] => {
    switch (field.kind) {
      case 'search':
        return [
          <TextInput
            key={field.key}
            size={size}
            label={field.label}
            placeholder={field.placeholder}
            leftSection={field.icon ?? <IconSearch size={iconSize} aria-hidden />}
            type={field.type ?? 'search'}
            maxLength={field.maxLength ?? 100}
            value={texts.values[field.key] ?? ''}
            onChange={(event) => {
              const text = event.currentTarget.value;
              texts.change(field.key, field.normalize ? field.normalize(text) : text);
            }}
          />,
        ];
      case 'select': {
        const pick = (value: string | null) => {
          const known = field.options.some((option) => option.value === value);
          onChange({ [field.key]: known ? value : 'all' } as Partial<S>);
        };
        return [
          field.combobox ? (
            <Select
              key={field.key}
              label={field.label}
              data={field.options.map((option) => ({ ...option }))}
              value={String(state[field.key])}
              allowDeselect={false}
              onChange={pick}
            />
          ) : (
            <NativeSelect
              key={field.key}
              size={size}
              label={field.label}
              data={field.options.map((option) => ({ ...option }))}
              value={String(state[field.key])}
              onChange={(event) => pick(event.currentTarget.value)}
            />
          ),
        ];
      }
      case 'segmented': {
        const control = (
          <SegmentedControl
            key={field.key}
            {...(field.labelId ? { 'aria-labelledby': field.labelId } : { 'aria-label': field.label })}
            value={String(state[field.key])}
            onChange={(value) => onChange({ [field.key]: value } as Partial<S>)}
            data={field.options.map((option) => ({ ...option }))}
          />
        );
        if (!field.labelId) return [control];
        return [
          <Stack key={field.key} gap={4}>
            <Text fz="sm" fw={500} id={field.labelId}>
              {field.label}
            </Text>
            {control}
          </Stack>,
        ];
      }
      case 'dateRange': {
        // Each bound is a node of its own, for the row or the grid to place as one field.
        const bounds = dateRangeBounds({ from: String(state[field.from]), to: String(state[field.to]) });
        const DateInput = field.input;
        return (
          [
            [field.from, field.fromLabel, bounds.from],
            [field.to, field.toLabel, bounds.to],
          ] as const
        ).map(([key, label, bound]) => (
          <DateInput
            key={key}
            size={size}
            label={label}
            {...bound}
            onChange={(value) => onChange({ [key]: value } as Partial<S>)}
          />
        ));
      }
      case 'chips':
        return [
          <div key={field.id}>
            <Text component="span" id={field.id} fz="xs" fw={500} display="block" mb={4}>
              {field.label}
            </Text>
            <Group gap={6} role="group" aria-labelledby={field.id} wrap="wrap">
              {field.options.map((option) => (
                <Button
                  key={option.value}
                  size="xs"
                  variant={field.pressed === option.value ? 'filled' : 'default'}
                  aria-pressed={field.pressed === option.value}
                  onClick={() => onChange(field.press(option.value))}
                >
                  {option.label}
                </Button>
              ))}
            </Group>
          </div>,
        ];
    }
  };

  const clearButton = onClear && !(hideClearWhenIdle && isClear) && (
    <Button
      key="clear"
      size={compact || clearPlacement === 'footer' ? 'xs' : undefined}
      fullWidth={layout === 'grid' && clearPlacement !== 'footer'}
      variant={compact ? 'outline' : clearPlacement === 'footer' ? 'subtle' : 'default'}
      ml={compact ? 'auto' : undefined}
      leftSection={<IconFilterOff size={iconSize} aria-hidden />}
      disabled={isClear}
      onClick={() => {
        texts.reset();
        onClear();
      }}
    >
      {clearLabel}
    </Button>
  );
  const clearInline = clearPlacement !== 'footer';

  let body: ReactNode;
  if (layout === 'grid') {
    body = (
      <Grid gap="sm" align="flex-end" columns={24}>
        {fields.flatMap((field) =>
          render(field).map((node, index) => (
            <Grid.Col key={`${fieldId(field)}-${index}`} span={field.span}>
              {node}
            </Grid.Col>
          )),
        )}
        {clearInline && clearButton && (
          <Grid.Col span={(clearPlacement as Placement | undefined)?.span}>{clearButton}</Grid.Col>
        )}
      </Grid>
    );
  } else {
    const lines = Math.max(0, ...fields.map((field) => field.line ?? 0)) + 1;
    body = Array.from({ length: lines }, (_, line) => (
      <Group key={line} gap={compact ? 'sm' : 'md'} align="flex-end" wrap="wrap" mt={line > 0 ? 'xs' : 0}>
        {fields
          .filter((field) => (field.line ?? 0) === line)
          .flatMap((field) =>
            render(field).map((node, index) => (
              <PlacedBox key={`${fieldId(field)}-${index}`} placement={field}>
                {node}
              </PlacedBox>
            )),
          )}
        {line === lines - 1 && clearInline && clearButton}
      </Group>
    ));
  }

  const footer = !clearInline && (
    <Group justify="flex-end" mt="sm" gap="xs">
      {actions}
      {clearButton}
    </Group>
  );
  if (bare) return body;
  return (
    <Paper
      withBorder
      p={compact ? undefined : 'md'}
      px={compact ? 'md' : undefined}
      py={compact ? 'sm' : undefined}
      component="section"
      role="search"
      aria-label="Szűrők"
    >
      {body}
      {footer}
    </Paper>
  );
}

const fieldId = <S,>(field: FilterField<S>) =>
  field.kind === 'dateRange' ? field.from : field.kind === 'chips' ? field.id : field.key;

/** The row layout's box takes the field's width or flex; the field fills it. */
function PlacedBox({ placement, children }: { placement: Placement; children: ReactNode }) {
  if (!placement.style && placement.w === undefined) return children;
  return (
    <Box style={placement.style} w={placement.w}>
      {children}
    </Box>
  );
}

/**
 * The search boxes' text, shown at once while the list's state follows after a pause (one request for a
 * typed name, not ten). When the state changes without typing (back button, cleared filters), a box follows.
 */
function useDebouncedTexts(
  values: Record<string, string>,
  commit: (change: Record<string, string>) => void,
  delayMs: number,
) {
  const [texts, setTexts] = useState(values);
  const [shown, setShown] = useState(values);
  // What the boxes sent last: the state taking it up is the box's own text coming back, perhaps after the
  // person has typed on, so it must not overwrite what they typed since.
  const [sent, setSent] = useState<Record<string, string>>({});
  const keys = Object.keys(values);
  if (keys.some((key) => values[key] !== shown[key])) {
    setShown(values);
    const followed = { ...texts };
    // The box's own text coming back is taken up once, so a later change to the same text (the back
    // button) shows again.
    const cameBack = (key: string) => key in sent && values[key] === sent[key]!.trim();
    for (const key of keys)
      if (values[key] !== shown[key] && !cameBack(key) && values[key] !== (texts[key] ?? '').trim())
        followed[key] = values[key]!;
    setTexts(followed);
    setSent(
      Object.fromEntries(
        Object.entries(sent).filter(([key]) => values[key] === shown[key] || !cameBack(key)),
      ),
    );
  }
  const pending = useRef<Record<string, string>>({});
  const send = useDebouncedCallback(() => {
    const change = pending.current;
    pending.current = {};
    setSent((current) => ({ ...current, ...change }));
    commit(change);
  }, delayMs);
  return {
    values: texts,
    isTyped: keys.some((key) => (texts[key] ?? '').trim() !== ''),
    change: (key: string, text: string) => {
      setTexts((current) => ({ ...current, [key]: text }));
      pending.current = { ...pending.current, [key]: text };
      send();
    },
    /** Drops pending changes and empties the boxes (the caller clears the state). */
    reset: () => {
      send.cancel();
      pending.current = {};
      setSent({});
      setTexts(Object.fromEntries(keys.map((key) => [key, ''])));
    },
  };
}
