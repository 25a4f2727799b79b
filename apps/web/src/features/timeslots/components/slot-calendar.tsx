import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import './calendar.css';
import FullCalendar, { type CalendarRef, type EventInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import jaLocale from '@fullcalendar/react/locales/ja';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarDelta } from '../../../lib/zoned-time.ts';
import { isOldDate, localDateOf } from '../../../lib/zoned-time.ts';
import { type CalendarPreferences, minutesToDuration } from '../model/preferences.ts';
import { EVENT_ORDER } from '../model/slot-events.ts';

const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin, classicTheme];
const MONTH_VIEW = 'dayGridMonth';
/** A drag shorter than 20 px is a click: a shaky hand should not move a slot. */
const DRAG_MIN_DISTANCE = 20;
/**
 * Week and day views get a fixed height with their own scrollbar, so that opening them scrolls to 08:00
 * instead of drawing all 24 hours down the page. The month keeps its natural height.
 */
const SCROLL_TIME = '08:00:00';
const MEASURE_DELAY_MS = 250;
const TIME_GRID_HEIGHT = 'max(480px, calc(100vh - 140px))';

/**
 * Scrolls the week or day grid so that 08:00 is at its top. FullCalendar's own scrollTime measures the hour
 * labels, which on a phone are taller than the grid's rows, so it lands near noon; the 08:00 row itself is exact.
 */
function scrollToMorning(box: HTMLElement | null): void {
  const rows = box?.querySelectorAll<HTMLElement>(`[data-time="${SCROLL_TIME}"]`);
  const row = rows?.[rows.length - 1];
  let scroller = row?.parentElement ?? null;
  while (scroller && scroller.scrollHeight <= scroller.clientHeight + 1) scroller = scroller.parentElement;
  if (!row || !scroller || scroller === document.documentElement) return;
  scroller.scrollTop += row.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
}

export interface SlotCalendarProps {
  events: EventInput[];
  preferences: CalendarPreferences;
  firstDay: number;
  timeZone: string;
  /** A click on the time grid (week/day) or any view in paste mode. */
  onDateClick: (date: Date, localDate: string) => void;
  /** A drag over a range of the time grid. */
  onRangeSelect: (start: Date, end: Date) => void;
  onSlotClick: (id: string) => void;
  /** In paste mode a month day click pastes instead of opening the week. */
  isPasting: boolean;
  /** Where the calendar opens (an ISO instant); today when absent. */
  initialDate?: string;
  /** A slot dragged to a new time (or resized); `revert` puts it back on screen if the move is refused. */
  onSlotMove: (id: string, deltas: { start: CalendarDelta; end: CalendarDelta }, revert: () => void) => void;
  /** The dates on screen changed (navigation or view change): [start, end) as instants. */
  onRangeChange?: (start: Date, end: Date) => void;
}

const NO_DELTA: CalendarDelta = { years: 0, months: 0, days: 0, milliseconds: 0 };

/**
 * The FullCalendar grid: month (default), week and day. A month day click opens its week; week and day
 * scroll to 08:00. Days in the last 90 days carry the "old" class.
 */
export function SlotCalendar(props: SlotCalendarProps) {
  const { events, preferences, firstDay, timeZone, onDateClick, onRangeSelect, onSlotClick, isPasting } =
    props;
  const { onSlotMove, onRangeChange } = props;
  const { t, i18n } = useTranslation();
  const calendarRef = useRef<CalendarRef>(null);
  const today = useMemo(() => localDateOf(new Date(), timeZone), [timeZone]);
  const [isTimeGrid, setTimeGrid] = useState(false);
  // The week or day on screen ("view:start"); each new one starts its grid at 08:00. FullCalendar reports
  // the dates on every render, so only a change is kept.
  const [gridShown, setGridShown] = useState('');
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!gridShown) return;
    // FullCalendar applies its own scroll once it has measured the rows, a few frames after the render.
    const timer = setTimeout(() => scrollToMorning(boxRef.current), MEASURE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [gridShown]);

  function dayCellClass(info: { date: Date }) {
    return isOldDate(localDateOf(info.date, timeZone), today) ? 'calendar-day-old' : '';
  }

  return (
    <div ref={boxRef} className="slot-calendar">
      <FullCalendar
        ref={calendarRef}
        plugins={PLUGINS}
        initialView={MONTH_VIEW}
        initialDate={props.initialDate}
        headerToolbar={{
          start: 'prev,next today',
          center: 'title',
          end: 'dayGridMonth,timeGridWeek,timeGridDay',
        }}
        buttons={{
          today: { text: t('timeslots.view.today') },
          dayGridMonth: { text: t('timeslots.view.month') },
          timeGridWeek: { text: t('timeslots.view.week') },
          timeGridDay: { text: t('timeslots.view.day') },
        }}
        locales={[jaLocale]}
        locale={i18n.language === 'ja' ? 'ja' : 'en'}
        timeZone={timeZone}
        firstDay={firstDay}
        hiddenDays={preferences.hiddenDays}
        slotMinTime={`${preferences.slotMinTime}:00`}
        slotMaxTime={`${preferences.slotMaxTime}:00`}
        slotDuration={minutesToDuration(preferences.slotDuration)}
        snapDuration={minutesToDuration(preferences.interval)}
        scrollTime={SCROLL_TIME}
        allDaySlot={false}
        navLinks
        dayMaxEvents
        // Blocks in the month too (not dots), so every item shows its division's colour with readable text.
        eventDisplay="block"
        eventOrder={EVENT_ORDER}
        height={isTimeGrid ? TIME_GRID_HEIGHT : 'auto'}
        events={events}
        selectable
        // Slots can be dragged to another time or day, and stretched in week and day views.
        editable={!isPasting}
        eventDragMinDistance={DRAG_MIN_DISTANCE}
        eventDrop={(info) => onSlotMove(info.event.id, { start: info.delta, end: info.delta }, info.revert)}
        eventResize={(info) =>
          onSlotMove(info.event.id, { start: info.startDelta ?? NO_DELTA, end: info.endDelta }, info.revert)
        }
        datesSet={(info) => {
          const isGrid = info.view.type !== MONTH_VIEW;
          setTimeGrid(isGrid);
          setGridShown(isGrid ? `${info.view.type}:${info.start.getTime()}` : '');
          onRangeChange?.(info.start, info.end);
        }}
        selectMinDistance={DRAG_MIN_DISTANCE}
        unselectAuto
        // Month cells and the week and day columns alike mark dates over 90 days old.
        dayCellClass={dayCellClass}
        dayLaneClass={dayCellClass}
        // A stable class on every slot, for styling and for the browser tests to find slots by.
        eventClass={() => 'slot-event'}
        dateClick={(info) => {
          if (info.view.type === MONTH_VIEW && !isPasting) {
            info.view.calendar.changeView('timeGridWeek', info.date);
            return;
          }
          onDateClick(info.date, localDateOf(info.date, timeZone));
        }}
        select={(info) => {
          info.view.calendar.unselect();
          if (info.view.type !== MONTH_VIEW) onRangeSelect(info.start, info.end);
        }}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onSlotClick(info.event.id);
        }}
      />
    </div>
  );
}
