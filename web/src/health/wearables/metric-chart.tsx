// One metric over days (recharts). Loaded lazily with the card's first chart: recharts is
// about 100 KB gzipped and most pages never draw a chart.
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface MetricPoint {
  date: string;
  value: number | null;
}

export default function MetricChart({ points, color, unit }: { points: MetricPoint[]; color: string; unit?: string }) {
  return (
    <ResponsiveContainer width="100%" height={140}>
      <AreaChart data={points} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} fontSize={11} minTickGap={24} />
        <YAxis fontSize={11} domain={['auto', 'auto']} />
        <Tooltip formatter={(value) => [`${String(value)}${unit ? ` ${unit}` : ''}`]} />
        <Area type="monotone" dataKey="value" stroke={color} fill={color} fillOpacity={0.15} connectNulls isAnimationActive={false} />
      </AreaChart>
    </ResponsiveContainer>
  );
}
