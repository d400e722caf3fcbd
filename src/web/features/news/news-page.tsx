import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { formatNumber } from '../../../domain/format.ts';
import { NEWS_PAGE_SIZE } from '../../../domain/news.ts';
import { QueryStates } from '../../components/query-states.tsx';
import { ListPager } from '../../components/list-pager.tsx';
import { readPageSize, readPositiveInt, writeListState } from '../../lib/list-state.ts';
import { useSession } from '../../lib/session.ts';
import { useClampedPage } from '../../lib/use-clamped-page.ts';
import { useNews } from './api/get-news.ts';
import { NewsAdminPage } from './news-admin-page.tsx';
import { ReaderNewsList } from './reader-news-list.tsx';

const DEFAULTS = { page: 1, pageSize: NEWS_PAGE_SIZE };

/**
 * /news: the portal admin manages the news, the addressed roles read theirs
 * (docs/product.md, 'News audience').
 */
export function NewsPage() {
  const { data: me } = useSession();
  return me?.role === 'portal_admin' ? <NewsAdminPage /> : <NewsReaderPage />;
}

function NewsReaderPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = {
    page: readPositiveInt(searchParams.get('page'), 1),
    pageSize: readPageSize(searchParams.get('pageSize'), NEWS_PAGE_SIZE),
  };
  const update = (change: Partial<typeof state>) =>
    setSearchParams(writeListState({ ...state, ...change }, DEFAULTS), { replace: true });
  const news = useNews(state);
  useClampedPage(news.data?.total, state.pageSize, state.page, (page) => update({ page }));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Hírek
        </Title>
        <Text c="dimmed">Az üzemeltető Önnek szóló hírei. Egy hírt megnyitva olvasottnak jelölünk.</Text>
      </div>
      <QueryStates query={news} loadingLabel="Hírek betöltése..." errorTitle="A hírek betöltése nem sikerült">
        {(list) => (
          <>
            <Paper withBorder component="section" aria-labelledby="reader-news-title">
              <Group justify="space-between" px="md" pt="sm" pb={4}>
                <Title order={2} size="h5" id="reader-news-title">
                  Minden hír
                </Title>
                <Text fz="sm" c="dimmed" role="status">
                  {news.isFetching
                    ? 'Frissítés...'
                    : `${formatNumber(list.total)} hír, ebből ${formatNumber(list.unread)} olvasatlan`}
                </Text>
              </Group>
              {list.items.length === 0 ? (
                <Stack align="center" gap="xs" py={48} px="md" ta="center">
                  <IconNews size={40} aria-hidden color="var(--mantine-color-gray-6)" />
                  <Text fw={600}>Jelenleg nincs hír.</Text>
                </Stack>
              ) : (
                <ReaderNewsList items={list.items} />
              )}
            </Paper>
            <ListPager page={state.page} pageSize={state.pageSize} total={list.total} onChange={update} />
          </>
        )}
      </QueryStates>
    </Stack>
  );
}
