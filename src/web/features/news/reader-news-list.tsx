import { Accordion, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { ReaderNewsItem } from '../../../domain/news.ts';
import { useMarkNewsRead } from './api/mark-news-read.ts';
import { NewsContent, NewsMeta, ReadBadge } from './news-text.tsx';

/**
 * The reader's news, each opening to its full text; opening an unread item marks it read for this reader.
 */
export function ReaderNewsList({ items }: { items: ReaderNewsItem[] }) {
  const markRead = useMarkNewsRead();
  const [opened, setOpened] = useState<string | null>(null);
  const open = (id: string | null) => {
    setOpened(id);
    const item = items.find((candidate) => candidate.id === id);
    if (item && !item.isRead) markRead.mutate(item.id);
  };
  return (
    <Accordion value={opened} onChange={open} chevronPosition="right" variant="default">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Control>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text fw={item.isRead ? 500 : 700} style={{ overflowWrap: 'anywhere' }}>
                  {item.title}
                </Text>
                <NewsMeta date={item.date} source={item.source} />
              </div>
              <ReadBadge isRead={item.isRead} />
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <NewsContent content={item.content} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
