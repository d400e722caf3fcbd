import { Stack, Text, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { formatNumber } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { QueryStates } from '../../components/query-states.tsx';
import { useSession } from '../../lib/session.ts';
import { useNews } from './api/get-news.ts';
import { NewsAdminPage } from './news-admin-page.tsx';
import { ReaderNewsList } from './reader-news-list.tsx';
import { ListEmpty } from '../../components/list-empty.tsx';
import { ListSection } from '../../components/list-section.tsx';
import { pagerOf, useListPage, useListState } from '../../lib/use-list-state.ts';
import { newsList } from './news-query.ts';

/**
 * /news: the portal admin manages the news, the addressed roles read theirs
 * (docs/product.md, 'News audience').
 */
export function NewsPage() {
  const { data: me } = useSession();
  return me?.role === 'portal_admin' ? <NewsAdminPage /> : <NewsReaderPage />;
}

function NewsReaderPage() {
  const listState = useListState(newsList);
  const news = useNews(listState.state);
  useListPage(listState, news.data?.total);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Hírek
        </Title>
        <Text c="dimmed">Az üzemeltető Önnek szóló hírei. Egy hírt megnyitva olvasottnak jelölünk.</Text>
      </div>
      <QueryStates query={news} loadingLabel={MESSAGES.news.loading} errorTitle={MESSAGES.news.loadError}>
        {(list) => (
          <>
            <ListSection
              titleId="reader-news-title"
              title="Minden hír"
              refreshing={news.isFetching}
              status={`${formatNumber(list.total)} hír, ebből ${formatNumber(list.unread)} olvasatlan`}
              pager={pagerOf(listState, list.total)}
            >
              {list.items.length === 0 ? (
                <ListEmpty icon={IconNews} message="Jelenleg nincs hír." />
              ) : (
                <ReaderNewsList items={list.items} />
              )}
            </ListSection>
          </>
        )}
      </QueryStates>
    </Stack>
  );
}
