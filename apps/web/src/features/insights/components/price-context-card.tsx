import type { PriceContext } from '@hostelhub/shared';
import clsx from 'clsx';
import { BarChart, type ChartDatum } from '../../../components/charts/charts';
import { Card, CardBody } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';
import { usePlaceName } from '../../../lib/place-names';
import { useRoomWords } from '../../../lib/room-words/use-room-words';
import { useInsightFormatters } from '../hooks/use-insight-formatters';
import { insightsText } from '../i18n';
import { ChartLegend } from './chart-legend';

/** Where a price stands against a median: the share above or below, or at it. */
function useDifference() {
  const t = useT(insightsText);
  const format = useInsightFormatters();
  return (yours: number, median: number) => {
    const share = median === 0 ? 0 : (yours - median) / median;
    if (Math.abs(share) < 0.005) return { text: t('price.atMedian'), tone: 'same' as const };
    return share > 0
      ? { text: t('price.above', { percent: format.percent(share) }), tone: 'above' as const }
      : { text: t('price.below', { percent: format.percent(-share) }), tone: 'below' as const };
  };
}

/**
 * The hostel's price beside its market (issue 30): its lowest monthly price and the median of
 * the other approved hostels of its city and gender category ("of 23 hostels"), and each room
 * type's rents beside the median rent of that type, as a sentence, a bar chart and a table.
 */
export function PriceContextCard({ price }: { price: PriceContext }) {
  const t = useT(insightsText);
  const format = useInsightFormatters();
  const placeName = usePlaceName();
  const { typeName } = useRoomWords();
  const difference = useDifference();
  const city = price.city ? placeName(price.city) : '';
  const gender = price.gender_category;

  let summary: string;
  let badge: ReturnType<typeof difference> | null = null;
  if (price.price_min === null) summary = t('price.noPrice');
  else if (!price.city) summary = t('price.noCity', { price: format.rupees(price.price_min) });
  else if (price.market_median === null) {
    summary = t('price.noMarket', { price: format.rupees(price.price_min), city, gender });
  } else {
    summary = t('price.comparison', {
      price: format.rupees(price.price_min),
      city,
      gender,
      median: format.rupees(price.market_median),
      count: price.market_hostels,
    });
    badge = difference(price.price_min, price.market_median);
  }

  const rows: ChartDatum[] = [
    ...(price.price_min !== null && price.market_median !== null
      ? [{ label: t('price.lowest'), yours: price.price_min, median: price.market_median }]
      : []),
    ...price.room_types
      .filter((room) => room.market_median !== null)
      .map((room) => ({
        label: typeName(room.room_type),
        yours: room.price_min,
        median: room.market_median,
      })),
  ];
  const rent = (min: number, max: number) =>
    min === max ? format.rupees(min) : `${format.rupees(min)} - ${format.number(max)}`;

  return (
    <Card className="min-w-0">
      <CardBody className="space-y-4 p-4 sm:p-5">
        <h2 className="font-semibold text-slate-900 dark:text-white">{t('price.heading')}</h2>
        <p className="text-slate-700 dark:text-slate-300">
          {summary}{' '}
          {badge ? (
            <span
              className={clsx(
                'inline-block rounded-full px-2 py-0.5 text-sm font-medium',
                badge.tone === 'above'
                  ? 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100'
                  : 'bg-teal-50 text-teal-900 dark:bg-teal-950 dark:text-teal-100',
              )}
            >
              {badge.text}
            </span>
          ) : null}
        </p>
        <div className="grid min-w-0 gap-6 lg:grid-cols-2">
          {rows.length > 0 ? (
            <div className="min-w-0 space-y-3">
              <BarChart
                data={rows}
                labelKey="label"
                series={[
                  { key: 'yours', label: t('price.yours') },
                  { key: 'median', label: t('price.median') },
                ]}
                formatValue={format.number}
                labelWidth={96}
              />
              <ChartLegend entries={[{ label: t('price.yours') }, { label: t('price.median') }]} />
            </div>
          ) : null}
          {price.room_types.length > 0 ? (
            <div className="min-w-0 overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="mb-2 text-start font-medium text-slate-900 dark:text-white">
                  {price.city
                    ? t('price.roomsCaption', { city, gender })
                    : t('price.roomsCaptionNoCity')}
                </caption>
                <thead>
                  <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
                    <th scope="col" className="py-1.5 pe-3 text-start font-medium">
                      {t('price.roomType')}
                    </th>
                    <th scope="col" className="py-1.5 pe-3 text-start font-medium">
                      {t('price.yourRent')}
                    </th>
                    <th scope="col" className="py-1.5 pe-3 text-start font-medium">
                      {t('price.medianRent')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {price.room_types.map((room) => (
                    <tr
                      key={room.room_type}
                      className="border-b border-slate-100 last:border-0 dark:border-slate-800/60"
                    >
                      <th scope="row" className="py-2 pe-3 text-start align-top font-normal">
                        {typeName(room.room_type)}
                      </th>
                      <td className="py-2 pe-3 align-top whitespace-nowrap tabular-nums">
                        {rent(room.price_min, room.price_max)}
                      </td>
                      <td className="py-2 pe-3 align-top">
                        {room.market_median === null ? (
                          <span className="text-slate-500 dark:text-slate-400">
                            {t('price.noRoomMarket')}
                          </span>
                        ) : (
                          <>
                            <span className="whitespace-nowrap tabular-nums">
                              {format.rupees(room.market_median)}
                            </span>
                            <span className="block text-xs text-slate-500 dark:text-slate-400">
                              {t('price.roomMarketCount', {
                                rooms: room.market_rooms,
                                hostels: room.market_hostels,
                              })}
                            </span>
                          </>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </div>
      </CardBody>
    </Card>
  );
}
