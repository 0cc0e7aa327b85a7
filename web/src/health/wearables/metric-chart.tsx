// One metric over days (recharts). Loaded lazily with the card's first chart: recharts is
// about 100 KB gzipped and most pages never draw a chart.
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** 14000 -> 14k, 95.55 -> 95.6: axis labels stay narrow (an "auto" domain ticks at any fraction). */
const compact = (value: number) => (Math.abs(value) >= 1000 ? `${Math.round(value / 100) / 10}k` : String(Math.round(value * 10) / 10));

export interface MetricPoint {
  date: string;
  value: number | null;
}

/**
 * Room for the longest label the axis can show: a value's whole part plus a tick's ".x", about
 * 9 px a character as Chromium draws the ticks, and the tick's own 10 px. A fixed width cut "9.3k" to ".3k".
 */
function axisWidth(points: MetricPoint[]): number {
  const longest = Math.max(1, ...points.map((p) => (p.value == null ? 0 : compact(Math.round(p.value)).length + 2)));
  return Math.max(32, 10 + longest * 9);
}

export default function MetricChart({ points, color, unit }: { points: MetricPoint[]; color: string; unit?: string }) {
  return (
    <ResponsiveContainer width="100%" height={140}>
      <AreaChart data={points} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} fontSize={11} minTickGap={24} />
        <YAxis fontSize={11} tick={{ fontSize: 11 }} width={axisWidth(points)} domain={['auto', 'auto']} tickFormatter={compact} />
        <Tooltip formatter={(value) => [`${String(value)}${unit ? ` ${unit}` : ''}`]} />
        <Area type="monotone" dataKey="value" stroke={color} fill={color} fillOpacity={0.15} connectNulls isAnimationActive={false} />
      </AreaChart>
    </ResponsiveContainer>
  );
}
