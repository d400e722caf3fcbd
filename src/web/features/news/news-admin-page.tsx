import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEdit, IconNews, IconPlus } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { formatNumber } from '../../../domain/format.ts';
import { NEWS_AUDIENCE_LABELS, NEWS_MESSAGES, type AdminNewsItem } from '../../../domain/news.ts';
import { SCREEN_HEADINGS } from '../../../domain/screen-headings.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { QueryStates } from '../../components/query-states.tsx';
import { ToneBadge } from '../../components/status-badge.tsx';
import { showSuccess } from '../../lib/notify.ts';
import { useDeleteNews } from './api/delete-news.ts';
import { useAdminNews } from './api/get-admin-news.ts';
import { NewsContent, NewsMeta } from './news-text.tsx';
import { ListEmpty } from '../../components/list-empty.tsx';
import { ListSection } from '../../components/list-section.tsx';
import { bareList } from '../../components/bare-list.ts';
import { pagerOf, useListPage, useListState } from '../../lib/use-list-state.ts';
import { newsList } from './news-query.ts';
import { ConfirmDeleteDialog, DeleteRowButton } from '../../components/confirm-delete-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Deferred } from '../../components/deferred.tsx';

// The form (its date picker and validation) downloads when first opened: the list, which every role's /news
// shares this chunk with, shows without it (decision 0020).
const NewsFormDialog = lazy(async () => ({ default: (await import('./news-form.tsx')).NewsFormDialog }));

/** The portal admin's news (docs/roles/portal-admin.md, 'News'), with create, edit and delete. */
export function NewsAdminPage() {
  const listState = useListState(newsList);
  const list = useAdminNews(listState.state);
  const [editing, setEditing] = useState<AdminNewsItem | null>(null);
  const [formOpen, formDialog] = useDisclosure(false);
  const [deleting, setDeleting] = useState<AdminNewsItem | null>(null);

  useListPage(listState, list.data?.total);

  const openForm = (item: AdminNewsItem | null) => {
    setEditing(item);
    formDialog.open();
  };

  return (
    <Stack gap="lg">
      <PageHeader {...SCREEN_HEADINGS.news}>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openForm(null)}>
          Új hír
        </Button>
      </PageHeader>
      <QueryStates query={list} loadingLabel={MESSAGES.news.loading} errorTitle={MESSAGES.news.loadError}>
        {(news) => (
          <>
            <ListSection
              titleId="news-title"
              title="Közzétett hírek"
              refreshing={list.isFetching}
              status={`${formatNumber(news.total)} hír`}
              pager={pagerOf(listState, news.total)}
            >
              {news.items.length === 0 ? (
                <ListEmpty icon={IconNews} message="Még nincs hír.">
                  <Text fz="sm" c="dimmed">
                    Az „Új hír” gombbal tehet közzé hírt a tanúsítóknak és a bank munkatársainak.
                  </Text>
                </ListEmpty>
              ) : (
                <Stack gap={0} {...bareList}>
                  {news.items.map((item) => (
                    <AdminNewsRow
                      key={item.id}
                      item={item}
                      onEdit={() => openForm(item)}
                      onDelete={() => setDeleting(item)}
                    />
                  ))}
                </Stack>
              )}
            </ListSection>
          </>
        )}
      </QueryStates>
      <Deferred opened={formOpen}>
        <NewsFormDialog
          opened={formOpen}
          item={editing}
          onClose={formDialog.close}
          onSaved={() => {
            formDialog.close();
            void showSuccess(editing ? NEWS_MESSAGES.updated : NEWS_MESSAGES.created);
          }}
        />
      </Deferred>
      <DeleteNewsDialog item={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function AdminNewsRow({
  item,
  onEdit,
  onDelete,
}: {
  item: AdminNewsItem;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Stack
      component="li"
      gap={6}
      px="md"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      {/* The actions go below the title where both do not fit (a phone): beside it they squeezed the title
          into a column that broke its words. */}
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Title>
          <NewsMeta date={item.date} source={item.source} />
        </div>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEdit size={16} aria-hidden />}
            aria-label={`Szerkesztés: ${item.title}`}
            onClick={onEdit}
          >
            Szerkesztés
          </Button>
          <DeleteRowButton name={item.title} onClick={onDelete} />
        </Group>
      </Group>
      <NewsContent content={item.content} lineClamp={3} />
      <Group gap="xs">
        <Text fz="xs" c="dimmed">
          Címzettek:
        </Text>
        {item.audience.map((role) => (
          <ToneBadge key={role} color="teal" size="sm">
            {NEWS_AUDIENCE_LABELS[role]}
          </ToneBadge>
        ))}
        <Text fz="xs" c="dimmed">
          {`· ${formatNumber(item.readCount)} olvasó`}
        </Text>
      </Group>
    </Stack>
  );
}

/** 'Biztosan törli ezt a hírt?' */
export function DeleteNewsDialog({ item, onClose }: { item: AdminNewsItem | null; onClose: () => void }) {
  const remove = useDeleteNews();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDeleteDialog
      item={item}
      title="Hír törlése"
      question={NEWS_MESSAGES.confirmDelete}
      confirmLabel="Törlés"
      deletion={remove}
      onConfirm={(news) =>
        remove.mutate(news.id, {
          onSuccess: () => {
            void showSuccess(NEWS_MESSAGES.deleted);
            close();
          },
        })
      }
      onClose={close}
    >
      {(news) => (
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {`„${news.title}” (${news.source}). A hír és az olvasottsági jelzései véglegesen törlődnek.`}
        </Text>
      )}
    </ConfirmDeleteDialog>
  );
}
