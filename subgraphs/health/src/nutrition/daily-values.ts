// A day's nutrition targets: the FDA's reference values for a 2,000 kcal diet (the Daily Values
// on US nutrition labels; 21 CFR 101.9): calories 2000, protein 50 g, carbs 275 g, fats 78 g,
// fiber 28 g, sugar 50 g (added sugars), saturated fat 20 g, sodium 2300 mg. The food diary
// shows them and the daily summary's nutrition score measures the day against them.
export const DAY_TARGETS = { calories: 2000, protein: 50, carbs: 275, fats: 78, fiber: 28, sugar: 50, saturatedFat: 20, sodiumMg: 2300 } as const;
