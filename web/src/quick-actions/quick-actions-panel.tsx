// The quick-actions panel (spec 001 sections 2-4): slides in from the right, 380px wide; list,
// 2-column or 3-column layout (default 3-column); search; drag to reorder, by pointer or keyboard
// (dnd-kit: focus an action's handle, Space to lift, arrows to move, Space to drop, Escape to
// cancel). The layout and order are kept under quickActionsState in this browser and on the
// server (quickActions / saveQuickActions), so they follow the member to another browser; the
// server's copy wins when it answers. Loaded on demand from the header's button.
import { Box, Button, CloseButton, Dialog, HStack, Input, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DragHandleIcon } from '../components/icons';
import { QuickActionsStateDocument, SaveQuickActionsDocument } from '../generated/graphql';
import { toast } from '../toasts/toast';
import {
  QUICK_ACTIONS,
  completeOrder,
  fromServerLayout,
  readLocalState,
  toServerLayout,
  writeLocalState,
  type QuickAction,
  type QuickActionId,
  type QuickActionsLayout,
  type QuickActionsState,
} from './actions';

export const PANEL_WIDTH = '380px';
const COLUMNS: Record<QuickActionsLayout, number> = { list: 1, 'grid-2': 2, 'grid-3': 3 };
const LAYOUT_CHOICES: { value: QuickActionsLayout; label: string }[] = [
  { value: 'list', label: 'List' },
  { value: 'grid-2', label: '2 columns' },
  { value: 'grid-3', label: '3 columns' },
];
const byId = new Map(QUICK_ACTIONS.map((a) => [a.id, a]));

function ActionTile({ action, layout, sortable, onOpen }: { action: QuickAction; layout: QuickActionsLayout; sortable: boolean; onOpen(): void }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: action.id, disabled: !sortable });
  const list = layout === 'list';
  const body = (
    <Stack gap="0.5" align={list ? 'start' : 'center'} textAlign={list ? 'start' : 'center'} flex="1" minW="0">
      <Text fontSize={list ? 'lg' : '2xl'} aria-hidden>
        {action.icon}
      </Text>
      <Text fontSize="sm" fontWeight="medium">
        {action.label}
      </Text>
      {(list || !action.to) && (
        <Text fontSize="xs" color="fg.muted" data-testid={action.to ? undefined : 'quick-action-unavailable'}>
          {action.hint}
        </Text>
      )}
    </Stack>
  );
  return (
    <HStack
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      borderWidth="1px"
      rounded="lg"
      p="2"
      gap="1"
      bg={isDragging ? 'bg.muted' : 'bg'}
      zIndex={isDragging ? 1 : undefined}
      position="relative"
      align="start"
      data-testid="quick-action"
      data-action-id={action.id}
    >
      {action.to ? (
        <Link asChild flex="1" minW="0" _hover={{ textDecoration: 'none' }}>
          <RouterLink to={action.to} onClick={onOpen} title={action.hint} data-testid={`quick-action-link-${action.id}`}>
            {body}
          </RouterLink>
        </Link>
      ) : (
        body
      )}
      {sortable && (
        <Box
          as="button"
          cursor="grab"
          color="fg.muted"
          p="0.5"
          rounded="sm"
          aria-label={`Move ${action.label}`}
          data-testid={`quick-action-handle-${action.id}`}
          {...attributes}
          {...listeners}
        >
          <DragHandleIcon />
        </Box>
      )}
    </HStack>
  );
}

export default function QuickActionsPanel({ open, onClose, signedIn }: { open: boolean; onClose(): void; signedIn: boolean }) {
  const [state, setState] = useState<QuickActionsState>(readLocalState);
  const [search, setSearch] = useState('');
  const server = useQuery(QuickActionsStateDocument, { skip: !signedIn, fetchPolicy: 'network-only' });
  const [save] = useMutation(SaveQuickActionsDocument);

  // The server's copy (another browser's last save) wins once it answers and has been saved at all.
  useEffect(() => {
    const saved = server.data?.quickActions;
    if (!saved?.updatedAt) return;
    const next = { layout: fromServerLayout(saved.layout), order: completeOrder(saved.order) };
    setState(next);
    writeLocalState(next);
  }, [server.data]);

  const change = (next: QuickActionsState) => {
    setState(next);
    writeLocalState(next);
    if (signedIn)
      save({ variables: { input: { layout: toServerLayout(next.layout), order: next.order } } }).catch((error: unknown) =>
        toast.error('Failed to save quick actions', { description: error instanceof Error ? error.message : undefined }),
      );
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = state.order.indexOf(active.id as QuickActionId);
    const to = state.order.indexOf(over.id as QuickActionId);
    if (from < 0 || to < 0) return;
    change({ ...state, order: arrayMove(state.order, from, to) });
  };

  const needle = search.trim().toLowerCase();
  const shown = useMemo(
    () => state.order.map((id) => byId.get(id)!).filter((a) => !needle || a.label.toLowerCase().includes(needle) || a.hint.toLowerCase().includes(needle)),
    [state.order, needle],
  );
  // Reordering a filtered list would move actions among ones the member cannot see.
  const sortable = !needle;

  return (
    // The dialog's machinery (focus trap, Escape, backdrop), laid out as a side panel: the theme
    // carries no drawer recipe (every recipe is in the first download), so the panel is placed here.
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} motionPreset="none">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner justifyContent="flex-end" alignItems="stretch" overflow="hidden">
          <Dialog.Content
            w={PANEL_WIDTH}
            maxW={PANEL_WIDTH}
            h="100dvh"
            maxH="100dvh"
            my="0"
            ms="auto"
            me="0"
            rounded="none"
            overflowY="auto"
            _open={{ animationName: 'slide-from-right-full, fade-in', animationDuration: 'moderate' }}
            _closed={{ animationName: 'slide-to-right-full, fade-out', animationDuration: 'moderate' }}
            data-testid="quick-actions-panel"
          >
            <Dialog.Header>
              <Dialog.Title>Quick actions</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Input
                  type="search"
                  size="sm"
                  placeholder="Search actions"
                  aria-label="Search actions"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                  data-testid="quick-actions-search"
                />
                <HStack gap="1" role="group" aria-label="Layout" data-testid="quick-actions-layout">
                  {LAYOUT_CHOICES.map((choice) => (
                    <Button
                      key={choice.value}
                      size="xs"
                      variant={state.layout === choice.value ? 'solid' : 'outline'}
                      aria-pressed={state.layout === choice.value}
                      onClick={() => change({ ...state, layout: choice.value })}
                      data-testid={`quick-actions-layout-${choice.value}`}
                    >
                      {choice.label}
                    </Button>
                  ))}
                </HStack>
                {shown.length === 0 && <Text color="fg.muted">No actions match.</Text>}
                <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
                  <SortableContext items={shown.map((a) => a.id)} strategy={rectSortingStrategy}>
                    <Box
                      display="grid"
                      gridTemplateColumns={`repeat(${COLUMNS[state.layout]}, minmax(0, 1fr))`}
                      gap="2"
                      data-testid="quick-actions-grid"
                      data-layout={state.layout}
                    >
                      {shown.map((action) => (
                        <ActionTile key={action.id} action={action} layout={state.layout} sortable={sortable} onOpen={onClose} />
                      ))}
                    </Box>
                  </SortableContext>
                </DndContext>
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
