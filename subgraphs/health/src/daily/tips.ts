// The ten longevity tips the card rotates (spec: "Ten longevity tips rotate"). Each restates
// public-health guidance in plain words and links the page it comes from (CDC, NIH, WHO), so a
// member can read the source; the product owner should review the wording.
export interface TipEntry {
  id: string;
  title: string;
  text: string;
  source: string;
  url: string;
}

export const TIPS: readonly TipEntry[] = [
  {
    id: 'move-150',
    title: 'Move 150 minutes a week',
    text: 'Adults need at least 150 minutes of moderate-intensity activity, such as brisk walking, each week.',
    source: 'CDC: Adult Activity: An Overview',
    url: 'https://www.cdc.gov/physical-activity-basics/guidelines/adults.html',
  },
  {
    id: 'strength-twice',
    title: 'Strengthen your muscles twice a week',
    text: 'Add muscle-strengthening activity that works all major muscle groups on at least 2 days a week.',
    source: 'CDC: Adult Activity: An Overview',
    url: 'https://www.cdc.gov/physical-activity-basics/guidelines/adults.html',
  },
  {
    id: 'sit-less',
    title: 'Sit less, move more',
    text: 'Limit the time you spend sitting; replacing it with physical activity of any intensity, even light, brings health benefits.',
    source: 'WHO: Physical activity fact sheet',
    url: 'https://www.who.int/news-room/fact-sheets/detail/physical-activity',
  },
  {
    id: 'sleep-7',
    title: 'Sleep 7 hours or more',
    text: 'Adults need 7 or more hours of sleep a night; keep a regular schedule, even on weekends.',
    source: 'CDC: About Sleep',
    url: 'https://www.cdc.gov/sleep/about/index.html',
  },
  {
    id: 'fruit-veg',
    title: 'Eat plenty of fruit and vegetables',
    text: 'Eat at least 400 g (five portions) of fruit and vegetables a day, not counting starchy roots such as potatoes.',
    source: 'WHO: Healthy diet fact sheet',
    url: 'https://www.who.int/news-room/fact-sheets/detail/healthy-diet',
  },
  {
    id: 'free-sugars',
    title: 'Cut down on added sugars',
    text: 'Keep free sugars below 10% of your daily energy intake; below 5% brings further benefits.',
    source: 'WHO: Healthy diet fact sheet',
    url: 'https://www.who.int/news-room/fact-sheets/detail/healthy-diet',
  },
  {
    id: 'salt-5g',
    title: 'Keep salt under 5 g a day',
    text: 'Less than 5 g of salt a day (just under a teaspoon) helps keep blood pressure down and lowers the risk of heart disease and stroke.',
    source: 'WHO: Salt reduction fact sheet',
    url: 'https://www.who.int/news-room/fact-sheets/detail/salt-reduction',
  },
  {
    id: 'no-tobacco',
    title: 'Stay tobacco-free',
    text: 'Quitting smoking at any age lowers the risk of heart disease, cancer and lung disease, and adds years of life.',
    source: 'CDC: Benefits of Quitting Smoking',
    url: 'https://www.cdc.gov/tobacco/about/benefits-of-quitting.html',
  },
  {
    id: 'less-alcohol',
    title: 'Drink less alcohol',
    text: 'If you drink, drinking less is better for health than drinking more; the US Dietary Guidelines suggest 2 drinks or fewer a day for men and 1 or fewer for women.',
    source: 'CDC: About Moderate Alcohol Use',
    url: 'https://www.cdc.gov/alcohol/about-alcohol-use/moderate-alcohol-use.html',
  },
  {
    id: 'stay-connected',
    title: 'Stay connected',
    text: 'Social isolation and loneliness are linked to higher risks of heart disease, depression and cognitive decline; keep in touch with friends and family.',
    source: 'NIH National Institute on Aging: Loneliness and Social Isolation',
    url: 'https://www.nia.nih.gov/health/loneliness-and-social-isolation',
  },
];
