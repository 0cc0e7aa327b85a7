// The assistant's knowledge base: short passages written for Pulse, in our own words, from
// public-domain guidance of US federal agencies (CDC, NIH and its institutes, FDA, the Dietary
// Guidelines for Americans 2020-2025, the Physical Activity Guidelines for Americans 2nd
// edition) and WHO fact sheets. Each names the page it summarises, so every answer built on it
// can be checked at its source. General guidance, not medical advice; the product owner
// reviews the text (docs/health-design.md, open question 5). Ids are stable: citations keep them.

export interface KnowledgePassage {
  id: string;
  title: string;
  /** Who publishes the guidance. */
  publisher: string;
  url: string;
  text: string;
}

const CDC_ADULTS = 'https://www.cdc.gov/physical-activity-basics/guidelines/adults.html';
const CDC_OLDER = 'https://www.cdc.gov/physical-activity-basics/guidelines/older-adults.html';
const CDC_CHILDREN = 'https://www.cdc.gov/physical-activity-basics/guidelines/children.html';
const CDC_BENEFITS = 'https://www.cdc.gov/physical-activity-basics/benefits/index.html';
const CDC_MEASURING = 'https://www.cdc.gov/physical-activity-basics/measuring/index.html';
const PAGA = 'https://health.gov/our-work/nutrition-physical-activity/physical-activity-guidelines';
const WHO_ACTIVITY = 'https://www.who.int/news-room/fact-sheets/detail/physical-activity';
const CDC_SLEEP = 'https://www.cdc.gov/sleep/about/index.html';
const DGA = 'https://www.dietaryguidelines.gov/';
const WHO_DIET = 'https://www.who.int/news-room/fact-sheets/detail/healthy-diet';
const ods = (sheet: string) => `https://ods.od.nih.gov/factsheets/${sheet}-Consumer/`;

const p = (id: string, title: string, publisher: string, url: string, text: string): KnowledgePassage => ({ id, title, publisher, url, text });

export const KNOWLEDGE: readonly KnowledgePassage[] = [
  // Physical activity
  p(
    'activity-adults-aerobic',
    'How much aerobic activity adults need',
    'CDC',
    CDC_ADULTS,
    'Adults need at least 150 minutes a week of moderate-intensity aerobic activity, such as brisk walking, or 75 minutes a week of vigorous activity such as running, or an equal mix of the two. Spreading it over the week, for example 30 minutes on five days, makes it easier to reach.',
  ),
  p(
    'activity-adults-strength',
    'Muscle-strengthening activity for adults',
    'CDC',
    CDC_ADULTS,
    'On two or more days a week adults should also do muscle-strengthening activities that work all major muscle groups: legs, hips, back, abdomen, chest, shoulders and arms. Lifting weights, resistance bands, push-ups, squats and heavy gardening all count when they work the muscles until another repetition is hard.',
  ),
  p(
    'activity-more-benefits',
    'Going beyond 150 minutes a week',
    'Physical Activity Guidelines for Americans',
    PAGA,
    'Additional health benefits come from doing more than the minimum: up to 300 minutes a week of moderate-intensity activity, or 150 minutes of vigorous activity. The guidelines say some activity is better than none, and adults who sit less and move more gain some benefit at any level.',
  ),
  p(
    'activity-short-bouts',
    'Short bouts of activity count',
    'Physical Activity Guidelines for Americans',
    PAGA,
    'Activity does not have to happen in long sessions. The second edition of the Physical Activity Guidelines dropped the old rule that only bouts of ten minutes or more count: taking the stairs, a brisk walk to the shops or a few minutes of movement between meetings all add to the weekly total.',
  ),
  p(
    'activity-intensity-talk-test',
    'Moderate or vigorous? The talk test',
    'CDC',
    CDC_MEASURING,
    'A simple way to judge intensity is the talk test. During moderate-intensity activity you can talk but not sing. During vigorous activity you cannot say more than a few words without pausing for breath.',
  ),
  p(
    'activity-target-heart-rate',
    'Target heart rate zones',
    'CDC',
    CDC_MEASURING,
    'Your estimated maximum heart rate is about 220 minus your age. Moderate-intensity activity keeps the heart rate at roughly 64-76% of that maximum, and vigorous activity at roughly 77-93%. For a 50-year-old the maximum is about 170 beats per minute, so a moderate target is about 109-129.',
  ),
  p(
    'activity-older-adults',
    'Activity for adults aged 65 and older',
    'CDC',
    CDC_OLDER,
    'Older adults need the same 150 minutes of moderate activity and two days of muscle strengthening as younger adults, plus activities that improve balance, such as standing on one foot or tai chi, to lower the risk of falls. Those with chronic conditions should be as active as their abilities and conditions allow.',
  ),
  p(
    'activity-children',
    'Activity for children and teenagers',
    'CDC',
    CDC_CHILDREN,
    'Children and adolescents aged 6 to 17 need 60 minutes or more of moderate-to-vigorous activity every day. As part of those 60 minutes, vigorous activity, muscle strengthening (such as climbing) and bone strengthening (such as jumping) should each happen on at least three days a week.',
  ),
  p(
    'activity-pregnancy',
    'Activity during and after pregnancy',
    'Physical Activity Guidelines for Americans',
    PAGA,
    'Healthy women should get at least 150 minutes of moderate-intensity aerobic activity a week during pregnancy and after giving birth. Women who were already vigorously active before pregnancy can usually continue, and should talk with their health care provider about adjusting their activity as the pregnancy goes on.',
  ),
  p(
    'activity-chronic-conditions',
    'Activity with a chronic condition or disability',
    'Physical Activity Guidelines for Americans',
    PAGA,
    'Adults with chronic conditions or disabilities who are able should aim for the same 150 minutes of moderate activity and two days of strengthening a week. Those who cannot should be as active as they can and avoid inactivity, and talk with their health care provider about the types and amounts that suit their condition.',
  ),
  p(
    'activity-benefits',
    'What regular activity does for health',
    'CDC',
    CDC_BENEFITS,
    'Regular physical activity improves sleep, lowers anxiety and helps with thinking and memory soon after starting. Over time it lowers the risk of heart disease, stroke, type 2 diabetes, several cancers and depression, strengthens bones and muscles, and helps people stay independent as they age.',
  ),
  p(
    'activity-who',
    'WHO recommendations on physical activity',
    'WHO',
    WHO_ACTIVITY,
    'WHO recommends that adults do 150-300 minutes of moderate or 75-150 minutes of vigorous aerobic activity a week, plus muscle strengthening on two or more days, and that they limit sedentary time and replace it with activity of any intensity. WHO estimates that more than a quarter of adults worldwide are not active enough.',
  ),
  p(
    'activity-steps',
    'Daily steps and health',
    'NIH',
    'https://www.nih.gov/news-events/nih-research-matters/number-steps-day-more-important-step-intensity',
    'An NIH study of about 4,800 US adults who wore activity monitors found that taking 8,000 steps a day was linked to a 51% lower risk of death from any cause over ten years than taking 4,000 steps a day; 12,000 steps was linked to a 65% lower risk. The number of steps mattered more than how fast they were taken.',
  ),
  p(
    'activity-sitting',
    'Sitting less',
    'Physical Activity Guidelines for Americans',
    PAGA,
    'Long periods of sitting are linked to higher risk of heart disease, type 2 diabetes and death, and the guidelines advise adults to move more and sit less through the day. Replacing sitting with light activity such as standing, walking or household chores brings some benefit, even for people who do not yet reach 150 minutes a week.',
  ),
  p(
    'activity-start-safely',
    'Starting or increasing activity safely',
    'Physical Activity Guidelines for Americans',
    PAGA,
    'To lower the risk of injury, increase activity gradually over weeks, for example by adding a few minutes of walking on a few days each week, and choose activities that suit your current fitness. Use appropriate gear, pick safe places to be active, and if you have a chronic condition or symptoms, check with a health care provider about the right amount.',
  ),
  p(
    'activity-bone-strength',
    'Bone-strengthening activity',
    'CDC',
    CDC_CHILDREN,
    'Bone-strengthening activities produce a force on the bones that promotes their growth and strength, usually through impact with the ground: running, jumping rope, basketball, tennis and hopscotch. They matter for children building bone, and weight-bearing activity such as walking helps adults keep bone density.',
  ),
  p(
    'activity-warning-signs',
    'When to stop exercising and get help',
    'National Institute on Aging',
    'https://www.nia.nih.gov/health/exercise-and-physical-activity',
    'Stop exercising and seek medical help if you have chest pain or pressure, feel dizzy or faint, have trouble breathing that does not ease with rest, or feel an irregular heartbeat. Talk with your doctor before starting vigorous exercise if you have a heart condition, or if you have new symptoms you have not discussed.',
  ),
  p(
    'activity-mental-health',
    'Activity, mood and anxiety',
    'Physical Activity Guidelines for Americans',
    PAGA,
    'Physical activity reduces the risk of depression and lowers symptoms of anxiety, and a single session of moderate-to-vigorous activity can reduce anxiety the same day. Regular activity also improves sleep quality and parts of cognition such as memory and attention.',
  ),
  p(
    'activity-heat',
    'Exercising in hot weather',
    'CDC',
    'https://www.cdc.gov/heat-health/about/index.html',
    'In hot weather, drink water before you feel thirsty, exercise in cooler parts of the day, wear light loose clothing and take breaks in the shade. Heavy sweating, weakness, dizziness, nausea or headache can mean heat exhaustion: move somewhere cool and drink water. Confusion or a very high body temperature can mean heat stroke, an emergency: call 911.',
  ),

  // Vital signs and wearables
  p(
    'vitals-resting-heart-rate',
    'Resting heart rate',
    'MedlinePlus (NIH)',
    'https://medlineplus.gov/ency/article/003399.htm',
    'A normal resting heart rate for adults is 60 to 100 beats per minute. Well-trained athletes can have resting rates of 40 to 60. Measure it after sitting quietly for several minutes; a rate that is often above 100 or, without athletic training, below 60 is worth discussing with a health care provider, especially with dizziness or shortness of breath.',
  ),
  p(
    'vitals-pulse-oximetry',
    'Blood oxygen readings from pulse oximeters',
    'FDA',
    'https://www.fda.gov/medical-devices/safety-communications/pulse-oximeter-accuracy-and-limitations-fda-safety-communication',
    'Pulse oximeters, including those in watches and rings, estimate blood oxygen saturation; healthy readings are usually 95% or higher. The FDA warns that readings can be less accurate with darker skin pigmentation, poor circulation, cold hands, tattoos or nail polish. Use trends rather than a single number, and seek care for symptoms such as shortness of breath regardless of the reading.',
  ),
  p(
    'vitals-blood-pressure',
    'Blood pressure',
    'CDC',
    'https://www.cdc.gov/high-blood-pressure/about/index.html',
    'Normal blood pressure is below 120/80 mm Hg. High blood pressure usually has no warning signs, which is why it is called a silent killer, and it raises the risk of heart disease and stroke. Regular activity, less sodium, more potassium-rich foods, limiting alcohol, not smoking and a healthy weight all help keep it down.',
  ),
  p(
    'vitals-cholesterol',
    'Cholesterol checks',
    'CDC',
    'https://www.cdc.gov/cholesterol/about/index.html',
    'High cholesterol has no symptoms; a blood test is the only way to know. Most healthy adults should have it checked every five years, and more often with heart disease, diabetes or a family history. Eating less saturated fat, being active, not smoking and keeping a healthy weight help lower LDL cholesterol.',
  ),

  // Sleep
  p(
    'sleep-how-much-adults',
    'How much sleep adults need',
    'CDC',
    CDC_SLEEP,
    'Adults aged 18 to 60 need 7 or more hours of sleep a night; those aged 61 to 64 need 7 to 9 hours and those 65 and older 7 to 8 hours. About a third of US adults report usually sleeping less than 7 hours.',
  ),
  p(
    'sleep-how-much-children',
    'How much sleep children and teens need',
    'CDC',
    CDC_SLEEP,
    'Children aged 6 to 12 need 9 to 12 hours of sleep in 24 hours, teenagers aged 13 to 18 need 8 to 10 hours, and preschoolers aged 3 to 5 need 10 to 13 hours including naps.',
  ),
  p(
    'sleep-habits',
    'Tips for better sleep',
    'CDC',
    CDC_SLEEP,
    'Go to bed and get up at the same times every day, weekends included. Keep the bedroom quiet, dark, relaxing and at a comfortable temperature. Remove TVs, phones and computers from the bedroom, avoid large meals, caffeine and alcohol before bedtime, and be physically active during the day, which helps you fall asleep more easily.',
  ),
  p(
    'sleep-risks',
    'What too little sleep does',
    'CDC',
    CDC_SLEEP,
    'Not getting enough sleep is linked to type 2 diabetes, heart disease, obesity and depression. Sleepiness also slows reaction time: drowsy driving causes crashes, and warning signs include yawning, drifting from your lane and missing your exit.',
  ),
  p(
    'sleep-deficiency',
    'Sleep deficiency',
    'NHLBI (NIH)',
    'https://www.nhlbi.nih.gov/health/sleep-deprivation',
    'Sleep deficiency means not sleeping enough, sleeping at the wrong time of day, not sleeping well or having a sleep disorder. It can make it hard to learn, focus and react, to control emotions and to make decisions, and it is linked to heart and kidney disease, high blood pressure, diabetes and stroke.',
  ),
  p(
    'sleep-stages',
    'Sleep stages',
    'NHLBI (NIH)',
    'https://www.nhlbi.nih.gov/health/sleep/stages-of-sleep',
    'Sleep has two basic types, non-REM and REM sleep. During a night the body cycles through the stages of non-REM sleep and then REM sleep several times, with deep non-REM sleep more common early in the night and longer REM periods toward morning. Deep sleep helps you feel refreshed; REM sleep is when most dreaming happens.',
  ),
  p(
    'sleep-apnea',
    'Signs of sleep apnea',
    'NHLBI (NIH)',
    'https://www.nhlbi.nih.gov/health/sleep-apnea',
    'Sleep apnea is a common condition in which breathing stops and restarts many times during sleep. Signs include loud snoring, gasping or choking during sleep, waking with a dry mouth or headache, and feeling sleepy during the day. Untreated, it raises the risk of high blood pressure and heart disease; a doctor can arrange a sleep study.',
  ),
  p(
    'sleep-insomnia',
    'Insomnia',
    'NHLBI (NIH)',
    'https://www.nhlbi.nih.gov/health/insomnia',
    'Insomnia is trouble falling asleep, staying asleep or getting good-quality sleep despite having the chance to. Short-term insomnia often follows stress; long-term insomnia lasts three months or more. Cognitive behavioral therapy for insomnia (CBT-I) is a recommended first treatment, and healthy sleep habits help.',
  ),
  p(
    'sleep-melatonin',
    'Melatonin supplements',
    'NCCIH (NIH)',
    'https://www.nccih.nih.gov/health/melatonin-what-you-need-to-know',
    'Melatonin is a hormone the body makes at night. As a supplement it may help with jet lag and some sleep disorders, with modest effects. In the US melatonin is sold as a dietary supplement, which is regulated less strictly than medicines, and products have been found to contain amounts different from their labels. Long-term safety is not well studied.',
  ),
  p(
    'sleep-caffeine',
    'Caffeine: how much is too much',
    'FDA',
    'https://www.fda.gov/consumers/consumer-updates/spilling-beans-how-much-caffeine-too-much',
    'For healthy adults, the FDA cites 400 milligrams of caffeine a day, about four or five cups of coffee, as an amount not generally associated with negative effects. Sensitivity varies, and caffeine late in the day can make it harder to sleep. Too much can cause insomnia, jitters, a fast heart rate, anxiety and upset stomach.',
  ),

  // Eating patterns
  p(
    'diet-healthy-pattern',
    'A healthy dietary pattern',
    'Dietary Guidelines for Americans',
    DGA,
    'The Dietary Guidelines describe a healthy pattern as vegetables of all types, fruits (especially whole fruit), grains with at least half whole grains, fat-free or low-fat dairy or fortified soy alternatives, a variety of protein foods, and oils. It limits added sugars, saturated fat, sodium and alcohol. The guidelines say to make every bite count: choose nutrient-dense foods and drinks.',
  ),
  p(
    'diet-added-sugars',
    'Limiting added sugars',
    'Dietary Guidelines for Americans',
    DGA,
    'Starting at age 2, added sugars should be less than 10% of calories a day, which is 200 calories or about 50 grams on a 2,000-calorie diet. Children younger than 2 should avoid foods and drinks with added sugars. Sugar-sweetened beverages are the largest source of added sugars in the US diet.',
  ),
  p(
    'diet-saturated-fat',
    'Limiting saturated fat',
    'Dietary Guidelines for Americans',
    DGA,
    'Starting at age 2, saturated fat should be less than 10% of calories a day. Replacing saturated fat (common in fatty meats, butter, cheese and many desserts) with unsaturated fats, especially polyunsaturated fats, is linked to lower LDL cholesterol and lower risk of heart disease.',
  ),
  p(
    'diet-sodium',
    'Sodium',
    'Dietary Guidelines for Americans',
    DGA,
    'People aged 14 and older should limit sodium to less than 2,300 milligrams a day, about one teaspoon of salt. Most sodium comes from packaged and restaurant foods rather than the salt shaker, so checking the Nutrition Facts label and cooking at home help. Less sodium helps lower blood pressure.',
  ),
  p(
    'diet-alcohol',
    'Alcohol',
    'Dietary Guidelines for Americans',
    DGA,
    'Adults of legal drinking age can choose not to drink, or to drink in moderation: 2 drinks or less a day for men and 1 drink or less for women, on days when alcohol is consumed. Drinking less is better for health than drinking more. Some people should not drink at all, including those who are pregnant or might be.',
  ),
  p(
    'diet-fruit-vegetables-amounts',
    'How much fruit and vegetables',
    'Dietary Guidelines for Americans',
    DGA,
    'In a 2,000-calorie healthy pattern, adults eat about 2½ cups of vegetables and 2 cups of fruit a day. Most Americans eat far less than this. Fresh, frozen, canned and dried forms all count; whole fruit gives more fiber than juice.',
  ),
  p(
    'diet-grains',
    'Whole grains',
    'Dietary Guidelines for Americans',
    DGA,
    'A 2,000-calorie pattern has about 6 ounce-equivalents of grains a day, at least half of them whole grains such as oats, brown rice, whole-wheat bread and quinoa. Whole grains keep the bran and germ, so they provide more fiber, B vitamins and minerals than refined grains.',
  ),
  p(
    'diet-dairy',
    'Dairy and fortified soy alternatives',
    'Dietary Guidelines for Americans',
    DGA,
    'Adults in a 2,000-calorie pattern need about 3 cup-equivalents a day of fat-free or low-fat dairy (milk, yogurt, cheese) or fortified soy beverages and soy yogurt. These provide calcium, vitamin D, potassium and protein; lactose-free milk is an option for people with lactose intolerance.',
  ),
  p(
    'diet-protein-foods',
    'Protein foods',
    'Dietary Guidelines for Americans',
    DGA,
    'Protein foods include seafood, lean meats and poultry, eggs, beans, peas and lentils, nuts, seeds and soy products. Adults should eat at least 8 ounces of seafood a week. Most Americans eat enough protein overall but could vary their sources, choosing more seafood, beans and nuts in place of processed meats.',
  ),
  p(
    'diet-seafood',
    'Seafood and omega-3s',
    'Dietary Guidelines for Americans',
    DGA,
    'Eating about 8 ounces of a variety of seafood a week supplies omega-3 fatty acids (EPA and DHA) linked to heart health. Salmon, sardines, trout and herring are high in omega-3s and low in mercury. People who are pregnant or breastfeeding should eat 8 to 12 ounces a week from choices lower in mercury.',
  ),
  p(
    'diet-fiber',
    'Dietary fiber',
    'Dietary Guidelines for Americans',
    DGA,
    'The guidelines set fiber goals at about 14 grams per 1,000 calories, roughly 25 grams a day for many women and 30-34 grams for many men, yet most Americans eat much less. Beans, lentils, vegetables, fruits, whole grains, nuts and seeds are good sources. Fiber supports digestion and is linked to lower risk of heart disease and type 2 diabetes.',
  ),
  p(
    'diet-oils',
    'Oils, including vegetable and seed oils',
    'Dietary Guidelines for Americans',
    DGA,
    'Oils such as canola, corn, olive, peanut, safflower, soybean and sunflower oil are part of the healthy pattern in the Dietary Guidelines: about 27 grams a day at 2,000 calories. They are mostly unsaturated fats and provide essential fatty acids and vitamin E. The guidelines advise using them in place of solid fats high in saturated fat, such as butter.',
  ),
  p(
    'diet-trans-fat',
    'Artificial trans fat',
    'FDA',
    'https://www.fda.gov/food/food-additives-petitions/trans-fat',
    'Artificial trans fat, made by partially hydrogenating oils, raises LDL cholesterol and the risk of heart disease. The FDA determined that partially hydrogenated oils are no longer generally recognized as safe, and they have been removed from the US food supply; small amounts of trans fat still occur naturally in meat and dairy.',
  ),
  p(
    'diet-calories',
    'Calorie needs',
    'Dietary Guidelines for Americans',
    DGA,
    'Estimated calorie needs range from about 1,600 to 2,400 a day for adult women and 2,000 to 3,000 for adult men, depending on age, body size and activity. Needs fall with age. The Nutrition Facts label uses 2,000 calories a day as a general reference.',
  ),
  p(
    'diet-who-healthy-diet',
    'WHO healthy diet basics',
    'WHO',
    WHO_DIET,
    'WHO advises eating at least 400 grams (five portions) of fruit and vegetables a day, not counting starchy roots such as potatoes, keeping free sugars below 10% of energy intake, keeping total fat below 30% of energy with saturated fat below 10% and trans fat below 1%, and eating less than 5 grams of salt a day.',
  ),
  p(
    'diet-who-sugars',
    'WHO guidance on free sugars',
    'WHO',
    'https://www.who.int/publications/i/item/9789241549028',
    'WHO recommends that free sugars, those added to foods plus the sugars in honey, syrups and fruit juice, make up less than 10% of total energy intake, and suggests that below 5%, about 25 grams or six teaspoons a day for an adult, brings further benefits, including fewer dental caries.',
  ),
  p(
    'diet-who-salt',
    'WHO guidance on salt',
    'WHO',
    'https://www.who.int/news-room/fact-sheets/detail/salt-reduction',
    'WHO recommends adults eat less than 5 grams of salt a day, just under a teaspoon, which is about 2 grams of sodium. Most people eat about twice that. Eating less salt lowers blood pressure and the risk of heart disease and stroke; using herbs and spices and choosing low-sodium products help.',
  ),
  p(
    'diet-water',
    'Water and healthy drinks',
    'CDC',
    'https://www.cdc.gov/healthy-weight-growth/water-healthy-drinks/index.html',
    'Water keeps body temperature normal, cushions joints, protects the spinal cord and removes wastes. Daily fluid needs are met from plain water, other drinks and food, and there is no single recommendation for how much plain water to drink; needs rise with heat and activity. Choosing water over sugary drinks cuts calories and added sugars.',
  ),
  p(
    'diet-sugary-drinks',
    'Sugary drinks',
    'CDC',
    'https://www.cdc.gov/healthy-weight-growth/rethink-your-drink/index.html',
    'Sugar-sweetened drinks such as regular soda, fruit drinks, sports and energy drinks and sweetened coffee and tea add calories and sugar with little nutrition. Drinking them often is linked to weight gain, type 2 diabetes, heart disease and cavities. Water, unsweetened tea and coffee, and low-fat milk are better everyday choices.',
  ),
  p(
    'diet-nutrition-label',
    'Reading the Nutrition Facts label',
    'FDA',
    'https://www.fda.gov/food/nutrition-facts-label/how-understand-and-use-nutrition-facts-label',
    "The % Daily Value on the Nutrition Facts label shows how much a serving contributes to a day's diet: 5% or less is low and 20% or more is high. Aim high for dietary fiber, vitamin D, calcium, iron and potassium, and low for saturated fat, sodium and added sugars. Check the serving size first: a package often holds more than one.",
  ),
  p(
    'diet-food-safety',
    'Food safety: clean, separate, cook, chill',
    'CDC',
    'https://www.cdc.gov/food-safety/prevention/index.html',
    'Four steps prevent food poisoning: clean hands, surfaces and produce; separate raw meat, poultry, seafood and eggs from ready-to-eat foods; cook to safe internal temperatures (165°F for poultry, 160°F for ground beef) checked with a thermometer; and chill leftovers within 2 hours, or 1 hour when it is above 90°F.',
  ),
  p(
    'diet-weight-loss',
    'Losing weight at a steady pace',
    'CDC',
    'https://www.cdc.gov/healthy-weight-growth/losing-weight/index.html',
    'People who lose weight gradually and steadily, about 1 to 2 pounds a week, are more successful at keeping it off. Even a modest loss of 5 to 10% of body weight can improve blood pressure, cholesterol and blood sugar. Lasting change comes from everyday habits in eating, activity and sleep rather than short-term diets.',
  ),
  p(
    'diet-older-adults',
    'Eating well after 60',
    'National Institute on Aging',
    'https://www.nia.nih.gov/health/healthy-eating-nutrition-and-diet',
    'Calorie needs fall with age while needs for some nutrients stay the same or rise. Older adults should pay attention to protein, calcium, vitamin D, vitamin B12 and fiber, drink fluids even when not thirsty because the sense of thirst weakens, and talk with a provider when appetite or weight changes without a reason.',
  ),

  // Vitamins and minerals (NIH Office of Dietary Supplements)
  p(
    'nutrient-vitamin-d',
    'Vitamin D',
    'NIH Office of Dietary Supplements',
    ods('VitaminD'),
    'Vitamin D helps the body absorb calcium to build and keep strong bones. Adults aged 19 to 70 need 600 IU (15 mcg) a day and adults over 70 need 800 IU (20 mcg). Few foods have much: fatty fish such as salmon and trout, and fortified milk, cereals and plant milks. The skin makes it in sunlight. The upper limit for adults is 4,000 IU a day.',
  ),
  p(
    'nutrient-calcium',
    'Calcium',
    'NIH Office of Dietary Supplements',
    ods('Calcium'),
    'Calcium builds bones and teeth and is needed by muscles and nerves. Adults aged 19 to 50 need 1,000 mg a day; women over 50 and men over 70 need 1,200 mg. Milk, yogurt and cheese are rich sources, as are canned sardines and salmon with bones, kale, broccoli, and fortified juices, plant milks and tofu made with calcium.',
  ),
  p(
    'nutrient-magnesium',
    'Magnesium',
    'NIH Office of Dietary Supplements',
    ods('Magnesium'),
    'Magnesium is needed for muscle and nerve function, blood sugar and blood pressure control, and making protein and bone. Adult men need 400-420 mg a day and women 310-320 mg. Legumes, nuts, seeds, whole grains and green leafy vegetables such as spinach are good sources. High doses from supplements can cause diarrhea and cramping; the limit from supplements is 350 mg a day.',
  ),
  p(
    'nutrient-iron',
    'Iron',
    'NIH Office of Dietary Supplements',
    ods('Iron'),
    'Iron carries oxygen in the blood. Adult men and women over 50 need 8 mg a day, women aged 19 to 50 need 18 mg, and pregnant women 27 mg. Heme iron from meat, poultry and seafood is absorbed well; non-heme iron from beans, lentils, spinach and fortified cereals is absorbed better with vitamin C-rich foods. Tiredness can be a sign of iron deficiency anemia.',
  ),
  p(
    'nutrient-b12',
    'Vitamin B12',
    'NIH Office of Dietary Supplements',
    ods('VitaminB12'),
    'Vitamin B12 keeps nerve and blood cells healthy and helps make DNA. Adults need 2.4 mcg a day. It occurs naturally only in animal foods such as fish, meat, eggs and dairy, so vegans need fortified foods or a supplement. Older adults and people taking metformin or acid-reducing medicines may absorb less of it.',
  ),
  p(
    'nutrient-omega-3',
    'Omega-3 fatty acids',
    'NIH Office of Dietary Supplements',
    ods('Omega3FattyAcids'),
    'Omega-3s include ALA from plant oils such as flaxseed, canola and soybean oil and walnuts, and EPA and DHA from fish and seafood. Adult men need 1.6 g of ALA a day and women 1.1 g. Eating seafood is linked to heart health; fish-oil supplements have shown mixed results and can interact with blood thinners.',
  ),
  p(
    'nutrient-potassium',
    'Potassium',
    'NIH Office of Dietary Supplements',
    ods('Potassium'),
    'Potassium helps the kidneys and heart work and helps lower blood pressure, especially when sodium intake is also reduced. Adult men need 3,400 mg a day and women 2,600 mg; most people eat less. Dried apricots, lentils, potatoes, squash, bananas, beans, milk and yogurt are good sources. People with kidney disease may need to limit it.',
  ),
  p(
    'nutrient-vitamin-c',
    'Vitamin C',
    'NIH Office of Dietary Supplements',
    ods('VitaminC'),
    'Vitamin C is an antioxidant needed to make collagen for wound healing and helps absorb non-heme iron. Adult men need 90 mg a day and women 75 mg; smokers need 35 mg more. Citrus fruits, red and green peppers, kiwifruit, strawberries, broccoli and tomatoes are rich sources. Supplements do not prevent colds in most people.',
  ),
  p(
    'nutrient-folate',
    'Folate and folic acid',
    'NIH Office of Dietary Supplements',
    ods('Folate'),
    'Folate helps make DNA and is essential before and in early pregnancy to prevent neural tube defects. Adults need 400 mcg DFE a day. Women who could become pregnant should get 400 mcg of folic acid daily from supplements or fortified foods in addition to folate from food such as leafy greens, beans, peas and oranges.',
  ),
  p(
    'nutrient-zinc',
    'Zinc',
    'NIH Office of Dietary Supplements',
    ods('Zinc'),
    'Zinc supports the immune system, wound healing and the senses of taste and smell. Adult men need 11 mg a day and women 8 mg. Oysters are the richest source; red meat, poultry, seafood, beans, nuts, whole grains and fortified cereals also provide it. Long-term high doses can lower copper levels and weaken immunity.',
  ),
  p(
    'nutrient-iodine',
    'Iodine',
    'NIH Office of Dietary Supplements',
    ods('Iodine'),
    'The body uses iodine to make thyroid hormones. Adults need 150 mcg a day, and more during pregnancy and breastfeeding. Seafood, dairy, eggs and iodized salt are the main sources; sea salt and salt in processed foods are usually not iodized.',
  ),
  p(
    'nutrient-vitamin-k',
    'Vitamin K and blood thinners',
    'NIH Office of Dietary Supplements',
    ods('VitaminK'),
    'Vitamin K helps blood clot and keeps bones healthy; adult men need about 120 mcg a day and women 90 mcg, mostly from green leafy vegetables and vegetable oils. People taking warfarin should keep their vitamin K intake consistent from day to day, since sudden changes alter how the medicine works.',
  ),
  p(
    'nutrient-protein',
    'How much protein adults need',
    'MedlinePlus (NIH)',
    'https://medlineplus.gov/ency/article/002467.htm',
    'Protein builds and repairs muscle, skin and other tissues. The Recommended Dietary Allowance for adults is 0.8 grams per kilogram of body weight a day, about 46 grams for a typical woman and 56 grams for a typical man; older adults and very active people may benefit from somewhat more. Most people in the US get enough from a varied diet.',
  ),
  p(
    'supplements-safety',
    'Dietary supplements: what to know',
    'NIH Office of Dietary Supplements',
    'https://ods.od.nih.gov/factsheets/WYNTK-Consumer/',
    "Supplements can help people who do not get enough of a nutrient from food, but they cannot replace a healthy diet. The FDA does not approve supplements for safety and effectiveness before they are sold. Some interact with medicines, such as St. John's wort with many drugs and vitamin K with warfarin, so tell your health care providers what you take.",
  ),

  // Conditions and prevention
  p(
    'prevent-type-2-diabetes',
    'Preventing type 2 diabetes',
    'CDC',
    'https://www.cdc.gov/diabetes/prevention-type-2/index.html',
    "About 1 in 3 US adults has prediabetes, and most do not know it. In CDC's National Diabetes Prevention Program, losing 5 to 7% of body weight and getting 150 minutes of activity a week lowered the risk of developing type 2 diabetes by up to 58%, and by up to 71% in people over 60.",
  ),
  p(
    'prevent-heart-attack-signs',
    'Heart attack warning signs',
    'CDC',
    'https://www.cdc.gov/heart-disease/about/heart-attack.html',
    'Major signs of a heart attack are chest pain or discomfort; feeling weak, light-headed or faint; pain in the jaw, neck or back; pain in one or both arms or shoulders; and shortness of breath. Women may also have unusual tiredness and nausea. Call 911 at once if you or someone else has these signs.',
  ),
  p(
    'prevent-stroke-signs',
    'Stroke warning signs',
    'CDC',
    'https://www.cdc.gov/stroke/signs-symptoms/index.html',
    'Act F.A.S.T. for stroke: Face drooping on one side, Arm weakness, Speech that is slurred or strange, Time to call 911. Sudden numbness, confusion, trouble seeing or walking, or a severe headache with no known cause are also signs. Treatment works best when it starts quickly.',
  ),
  p(
    'prevent-smoking',
    'Benefits of quitting smoking',
    'CDC',
    'https://www.cdc.gov/tobacco/about/benefits-of-quitting.html',
    'Quitting smoking at any age improves health. Within a few years the risk of heart disease and stroke falls substantially, and over time the risks of lung and other cancers drop. Counseling and FDA-approved medicines such as nicotine replacement double the chances of quitting; free help is available at 1-800-QUIT-NOW.',
  ),
  p(
    'prevent-stress',
    'Coping with stress',
    'CDC',
    'https://www.cdc.gov/mental-health/living-with/index.html',
    'Ways to cope with stress include taking breaks from the news and social media, being physically active, eating healthy meals, getting enough sleep, avoiding heavy alcohol use, making time to unwind and staying connected with people you trust. Seek help from a professional if stress gets in the way of daily life for several days in a row; in the US, call or text 988 in a crisis.',
  ),
  p(
    'prevent-falls',
    'Preventing falls',
    'CDC',
    'https://www.cdc.gov/falls/prevention/index.html',
    'One in four adults aged 65 and older falls each year. Exercises that improve strength and balance, such as tai chi, a review of medicines that cause dizziness, yearly eye checks and making the home safer (removing trip hazards, adding grab bars and good lighting) all lower the risk.',
  ),
  p(
    'injury-sprains',
    'Sprains and strains',
    'MedlinePlus (NIH)',
    'https://medlineplus.gov/sprainsandstrains.html',
    'A sprain is a stretched or torn ligament; a strain is an injury to a muscle or tendon. First treatment is often rest, ice, compression and elevation of the injured area, followed by gentle exercise as pain allows. See a health care provider if you cannot bear weight, the joint looks deformed, or pain and swelling do not improve.',
  ),
  p(
    'injury-back-pain',
    'Low back pain and activity',
    'NIAMS (NIH)',
    'https://www.niams.nih.gov/health-topics/back-pain',
    'Most low back pain gets better within a few weeks. Staying active, within what pain allows, usually helps recovery more than bed rest. Exercises that strengthen the core and improve flexibility, good posture and lifting with the legs can help prevent it. Seek care for back pain with fever, weakness or numbness in the legs, or loss of bladder or bowel control.',
  ),
  p(
    'injury-arthritis',
    'Physical activity with arthritis',
    'CDC',
    'https://www.cdc.gov/arthritis/php/physical-activity/index.html',
    'For people with arthritis, regular physical activity reduces pain and improves function, mood and quality of life. Low-impact activities such as walking, cycling and swimming are easy on the joints. Start slowly, increase gradually, and adjust activity when joints are painful or swollen rather than stopping altogether.',
  ),
  p(
    'injury-knee-pain',
    'Knee pain',
    'MedlinePlus (NIH)',
    'https://medlineplus.gov/kneeinjuriesanddisorders.html',
    'Knee pain can come from injuries to ligaments, tendons or cartilage, from overuse, or from arthritis. Rest, ice and avoiding activities that aggravate the knee help at first; strengthening the thigh and hip muscles supports the joint. See a provider for a knee that locks, gives way, cannot bear weight or is very swollen.',
  ),
  p(
    'prevent-checkups',
    'Preventive checkups and screenings',
    'MedlinePlus (NIH)',
    'https://medlineplus.gov/healthcheckup.html',
    'Regular checkups help find problems early, when they are easier to treat. Which screenings you need, such as blood pressure, cholesterol, diabetes and cancer screenings, depends on your age, sex, health and family history; your health care provider can say which are due.',
  ),
];
