// The words that end an institution's name ("Ridgeline Family Medicine", "Kenny Electrical"), as
// written in title case: one list for the organisation recognizer's pattern (recognize_orgs.cpp,
// which adds the capitals) and for the Lexicon's organisation words (vocabulary.cpp takes each
// entry's last word), so that a word the pattern ends on is always one the scan starts before.
#pragma once
#include <string_view>

namespace synsema::redact {

inline constexpr std::string_view kInstitutionTails[] = {
    "Hospitals", "Hospital", "Clinics", "Clinic", "Medical Center", "Medical Centre", "Medical Group", "Health System", "Health Plan",
    "Health Board", "Health Authority",  // "Cardiff and Vale University Health Board" (before "Health")
    "Health Facility", "Health Facilities",  // a district's clinic as a ministry names it (before "Health")
    // Ontario's team practices, an insurer's cover and a hospital's units ("Manitoulin North Shore Family Health
    // Team", "Pacific Workers Health Cover", "Wear Valley Mental Health Unit"), before "Health".
    "Health Team", "Health Cover", "Health Unit", "Inpatient Unit",
    // ... and the teams of a community service by their trade ("Southern Community Therapy Team"), before "Therapy".
    "Therapy Team", "Nursing Team", "Care Team",
    // Australia's private health funds and a small town's emergency room ("Timbertown Health Fund", "Cypress Bend
    // Emergency Room"), before "Health"; Central Europe's centres ("Hévíz Rehab Centrum"). (Not "Savings & Loan":
    // "Loan" would end the names before it, "Kim Loan".)
    "Health Fund", "Emergency Room", "Centrum",
    // Botswana's and Nepal's village clinics ("Shorobe Health Post"), before "Health" too; veterinary, medical and
    // farming partnerships ("Hynish Veterinary Partnership"), before "Veterinary" and "Medical".
    "Health Post", "Veterinary Partnership", "Medical Partnership", "Farming Partnership",
    // A hospital's named units by their specialty ("Kelvinside Oncology Unit", "St Brigid's Spinal Unit").
    "Oncology Unit", "Spinal Unit", "Renal Unit", "Burns Unit", "Chest Unit",
    "Healthcare", "Health", "Practice", "Surgery", "University", "College", "School", "Elementary", "Academy",
    // (An insurer's agents, before "Insurance": "Mulanje Insurance Brokers".)
    "Insurance Brokers", "Brokers",
    "Bank", "Credit Union", "Insurance", "Foundation", "Institute", "Laboratories", "Laboratory", "Labs", "Pharmacy",
    "Associates", "Partners", "Group", "Logistics", "Services", "Systems", "Solutions", "Technologies", "Industries",
    "Holdings", "Enterprises", "Law Firm", "Agency", "Center", "Centre", "Mutual", "Trust", "Society",
    // Care, dental and therapy practices, schools, emergency services, trades.
    "Specialists", "Benefits", "Therapy", "Therapies", "Physiotherapy", "Rehabilitation", "Collaborative",
    "Nursing Home", "Care Homes", "Care Home", "Hospice", "Infirmary", "Dental", "Orthodontics", "Endodontics", "Imaging",
    "Radiology", "Diagnostics", "EMS", "Ambulance Service", "Fire Department", "Legal Aid", "Law Centre",
    "Auto Body", "Body Shop", "Motors", "Kindergarten", "Preschool", "Daycare", "Ministries",
    // Medical specialties as practice names, residences, professional firms, health plans.
    "Aged Care", "Family Medical", "Chiropractic", "Pediatrics", "Paediatrics", "Physicians", "Orthopedics",
    "Orthopaedics", "Cardiology", "Dermatology", "Oncology", "Optometrists", "Optometry", "Opticians", "Spa", "Escrow", "Apartments", "Apts", "Senior Living",
    "Retirement Village", "Solicitors", "Estate Agents", "Advocates", "Legal Practitioners", "Attorneys", "Notaries",
    "Accountants", "Chambers", "PPO", "HMO", "Advantage", "Supplement",
    "Family Medicine", "Occupational Medicine", "Sports Medicine", "Association", "Psychology", "Counseling",
    "Counselling", "Mediation", "Dentistry", "Lab", "Evaluations", "Couriers", "EAP",
    // Suppliers, trades and small businesses a record names as employer, payee or supplier.
    "Medical Supply", "Supply", "Supplies", "Montessori", "Millwork", "Collision", "Rent-A-Car", "Urgent Care",
    "Residential Home", "Home Care", "Homecare", "Home Health", "Rentals", "Construction", "Contractors", "Builders",
    "Plumbing", "Roofing", "Realty", "Properties", "Consulting Rooms", "Consulting", "Consultants", "Staffing", "Trucking", "Freight",
    "Optometry", "Audiology", "Veterinary", "Funeral Home", "Bakery", "Restaurant", "Hotel", "Motel", "Foods",
    "Manufacturing", "Landscaping", "Movers", "Towing", "Fitness", "Salon",
    // A drinks maker, and southern Africa's village shop as its licence names it ("Ntlhantlhe General Dealer").
    "Beverages", "General Dealers", "General Dealer",
    // Specialties and services as practice names, housing and resorts, law firms of other languages.
    "Service", "Assisted Living", "Ambulance", "Spine", "Genomics", "Genetics", "Surgical", "Neurology", "Urology",
    "Gastroenterology", "Ophthalmology", "Podiatry", "Nephrology", "Psychiatry", "Behavioral Health", "Eye Care",
    "Wellness", "Housing", "Feed", "Resort", "Casino", "Advocacia", "Advogados", "Abogados", "Avocats", "Advocaten",
    // Trades, schools, churches and maternity services named as a payee, a school or a place of care.
    "Electrical", "Maternity", "Midwives", "Midwifery", "Intermediate", "Consolidated", "Church", "Chapels", "Chapel", "Funeral Chapel",
    "Cemetery", "Cathedral", "Mosque", "Synagogue", "Temple", "Mandir", "Gurdwara", "Masjid", "Marae", "Tenancy Advocacy", "Advocacy", "Casualty", "Childcare", "Crematorium",
    // Specialties, therapy and rehabilitation in short, health insurers by their word, shops and co-operatives.
    "Rheumatology", "Endocrinology", "Pulmonology", "Haematology", "Hematology", "Rehab", "Physio", "Family Care",
    "Medical Scheme", "Medical Aid", "Supermarket", "Creamery", "Creameries",
    // Practices, drugstores, truck stops, hauliers, lodgings for patients, firms and health covers.
    "Internal Medicine", "Drugs", "Drug Store", "Travel Plaza", "Haulage", "Boarding Home", "Attorneys", "Products",
    "Community Plan",
    // Dialysis and air ambulance providers; insurers, sick funds and hospitals named in German, Dutch,
    // French, Spanish and Italian ("Allianz Versicherung", "Academisch Ziekenhuis"). (Not "Mutual Life"
    // or "Auto Repair": every tail's last word becomes an organisation word, and "Life" or "Repair"
    // would end the names before them.)
    "Renal Care", "Kidney Care", "Dialysis", "Aeromedical", "Versicherung", "Versicherungen", "Krankenkasse",
    "Krankenhaus", "Ziekenhuis", "Verzekeringen", "Assurances", "Seguros", "Assicurazioni",
    // Lenders, carriers and professional firms ("Shire Highlands Microfinance", "Sunward Caribbean
    // Airways", "Ramsaroop & Hinds Valuators").
    "Microfinance", "Airways", "Airlines", "Valuators", "Valuers", "Surveyors", "Auctioneers",
    // Co-operatives, carriers, evacuation services and traders ("Abakorana Moto Cooperative", "Blue
    // Harbour Shipping", "Vanair Medevac", "Talukder Garments Accessories").
    "Cooperative", "Co-operative", "Hardware", "Carers Hub", "Community Hub", "Shipping", "Medevac", "Garments", "Textiles", "Trading", "Traders", "Tours",
    // Laboratories, home nursing, transport and reporting services a bill or a settlement pays, letting
    // agents ("Riverina Pathology", "Plains Home Nursing", "Kromah Brothers Transport", "Tazewell Court
    // Reporting", "Taff Vale Lettings").
    "Pathology", "Home Nursing", "Nursing Service", "Transport", "Court Reporting", "Lettings",
    // Turkmen hospitals ("Mary Welaýat Köpugurly Hassahanasy").
    "Hassahanasy",
    // Residential care, childcare, loan servicers and utilities' networks ("Rangitikei Rest Home",
    // "Sinethemba Day Care", "Meridian Student Loan Servicing", "ESB Networks"). (Not "Board": a
    // public board, "Workplace Safety and Insurance Board", is no one's identifier.)
    "Rest Home", "Day Care", "Loan Servicing", "Networks",
    // Polyclinics as the Gulf and the former Soviet states name their clinics, and the employers a
    // record names by their trade ("Al Emadi Polyclinic", "Ovenstone Agencies", "Statia Terminals",
    // "Samoa Breweries").
    "Polyclinic", "Polyclinics", "Agencies", "Terminals", "Brewery", "Breweries", "Distillery", "Fisheries",
    // Small firms named by their trade, food banks and hospital campuses ("Westland Vets", "Aitken Legal",
    // "Lakeland Meats", "Enniskillen & District Foodbank", "Broome Health Campus", "Huis Kalahari Frail Care").
    "Vets", "Legal Project", "Legal", "Meats", "Foodbank", "Food Bank", "Campus", "Frail Care",
    // Farms and hauliers a record names as an employer ("Snake Canyon Dairy", "Kinsler Custom Hauling").
    "Dairy", "Dairies", "Hauling",
    // Germany's savings banks, named by their region before the word ("Ostsächsische Sparkasse Dresden"). (Not
    // "Fund" or "Partnership": a public fund's, "Road Accident Fund", and a programme's names, which the guide
    // leaves unmarked.)
    "Sparkasse",
    // Shops, garages and loss adjusters ("Fenton St Superette", "Lakeside Tyres", "Wangmo General
    // Store", "Coral Coast Loss Adjusting"). (Not "Travel": "Medical Travel" is a public scheme.)
    "Superette", "Tyres", "Tires", "General Store", "Loss Adjusting", "Loss Adjusters",
    // Grocers, chemists' shops, building upkeep firms and airport shuttles a record names as an employer, a shop or a
    // carrier ("Sunrise Grocery", "Koina Medical Store", "Corlett Property Maintenance", "Dallas Shuttle").
    "Grocery", "Groceries", "Medical Store", "Property Maintenance", "Shuttle",
    // The Gulf's hospital complexes ("Salmaniya Medical Complex"), before "Medical".
    "Medical Complex",
    // Corner shops and law firms a statement names ("Mondesir's Mini Market", "Kambu & Sapau Lawyers").
    "Mini Market", "Minimart", "Mini Mart", "Lawyers",
    // Inns, clubs, housing landlords, utilities and furniture makers a record names as a lodging, a
    // landlord, a club or an employer ("Lake Wendouree Athletic Club", "Tees Valley Homes", "Keystone
    // Northeast Electric", "Electric City Home Medical"). (Not "Suites", "Lodge" or "Guest House": a
    // building's name in an address, "Gateway Medical Suites", "Kincorth House".)
    "Inn", "Guesthouse", "Club", "Homes", "Electric", "Home Medical", "Furniture",
    // Coalitions and alliances of agencies a referral names ("Valley Family Housing Coalition").
    "Coalition", "Alliance",
    // Cafes a record names as an employer, schools by their level, legal projects and benefit plans
    // ("Humber Fish Docks Cafe", "Wespoort Primary", "Leeward Tenant Law Project", "Chattahoochee Senior
    // Benefit Plan"). (Not "Market" or "Welfare": "Oyingbo Market" is a place, "Social Welfare" a
    // department's words, "Labour Market" an authority's.)
    "Cafe", "Café", "Primary", "Law Project", "Benefit Plan",
    // Insurers' underwriters, assessors and community nursing services
    // ("Cascadia Mutual Marine Underwriters", "Clearline Workplace Assessments", "Summerland Community
    // Nursing").
    "Underwriters", "Assessments", "Community Nursing",
    // Interpreting agencies, engineering firms, support networks and advice services, practices of
    // family doctors and senior care plans ("Voces del Valle Interpreting", "Sarina Sugar Mill
    // Engineering", "Grande Prairie Family Support Network", "Annick Advice Hub", "Horowhenua Family
    // Doctors", "Chesapeake Mutual Senior Care").
    "Interpreting", "Interpreters", "Translations", "Engineering", "Surveying", "Law Offices", "Law Office", "Law", "Bone & Joint", "Foot & Ankle",
    "Bookkeeping", "Accounting", "Carpentry", "Joinery", "Aggregates",
    // Secondary schools by their level, advice charities and pension administrators ("Kaswanga Girls
    // Secondary", "Richmondshire Citizens Advice", "Kalambo Pension Administrators").
    "Secondary", "Citizens Advice", "Money Advice", "Administrators", "Support Network", "Advice Hub", "Family Doctors",
    "Senior Care",
    // Co-operatives, fuel, seafood and dairy firms and care groups a claim or an application names
    // ("Ōtorohanga Dairy Co-op", "Hanley Fuels", "Minas Basin Seafoods", "Waitomo Valley Lifecare").
    "Co-op", "Co-operative", "Cooperative", "Fuels", "Seafoods", "Dairies", "Lifecare",
    // Shops, eateries, processors, hauliers, networks of volunteers and garages ("Glenties Knitwear Outlet",
    // "Saltwater Wharf Bistro", "Tontitown Poultry Processing", "Sahyadri Ore Carriers", "Bikol Paralegal
    // Network", "Kaipara Auto Doctor"). ("Consulting Rooms", a specialist's, stands before "Consulting": the
    // pattern takes the first tail that matches.)
    "Outlet", "Outlets", "Bistro", "Brasserie", "Processing", "Carriers", "Network", "Auto Doctor",
    // Turkish law offices, hospitals, clinics and pharmacies, named before their word ("Varon Baruh Hukuk
    // Bürosu", "Or-Ahayim Hastanesi", "Moda Eczanesi").
    "Bürosu", "Hastanesi", "Kliniği", "Polikliniği", "Eczanesi",
    // Hauliers and bus lines ("Carrizo Ore Haulers", "Chhimtuipui Roadways").
    "Haulers", "Hauliers", "Roadways",
    // Northern Canada's nursing stations, marine and life assurers ("Nestor Falls Nursing Station", "Nordkapp Mutual
    // Marine Assurance").
    "Nursing Station", "Assurance",
    // Shipyards' dry docks as an employer ("Northumbrian Dry Docks").
    "Dry Docks",
    // Processors of a crop and East Africa's savings and credit co-operatives, as a payslip or a school's report
    // names an employer or a lender ("Kamuzu Tobacco Processors", "Kericho Tea Growers Sacco").
    "Processors", "Sacco",
    // A village's or an island's dispensary, as a referral names the clinic ("Kuma Dispensary").
    "Dispensary",
};

}  // namespace synsema::redact
