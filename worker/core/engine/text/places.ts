/**
 * State codes and names of the two countries most Rumo users write (names folded: no accents,
 * lower case), shared by the resume and job parsers. `PR` is Paraná: Puerto Rico, which a US
 * address could also mean, is added by a parser that needs it.
 */
export const US_STATES: Record<string, string> = {
	AL: 'alabama', AK: 'alaska', AZ: 'arizona', AR: 'arkansas', CA: 'california', CO: 'colorado', CT: 'connecticut',
	DE: 'delaware', FL: 'florida', GA: 'georgia', HI: 'hawaii', ID: 'idaho', IL: 'illinois', IN: 'indiana', IA: 'iowa',
	KS: 'kansas', KY: 'kentucky', LA: 'louisiana', ME: 'maine', MD: 'maryland', MA: 'massachusetts', MI: 'michigan',
	MN: 'minnesota', MS: 'mississippi', MO: 'missouri', MT: 'montana', NE: 'nebraska', NV: 'nevada', NH: 'new hampshire',
	NJ: 'new jersey', NM: 'new mexico', NY: 'new york', NC: 'north carolina', ND: 'north dakota', OH: 'ohio',
	OK: 'oklahoma', OR: 'oregon', PA: 'pennsylvania', RI: 'rhode island', SC: 'south carolina', SD: 'south dakota',
	TN: 'tennessee', TX: 'texas', UT: 'utah', VT: 'vermont', VA: 'virginia', WA: 'washington', WV: 'west virginia',
	WI: 'wisconsin', WY: 'wyoming', DC: 'district of columbia'
};

export const BR_STATES: Record<string, string> = {
	AC: 'acre', AL: 'alagoas', AP: 'amapa', AM: 'amazonas', BA: 'bahia', CE: 'ceara', DF: 'distrito federal',
	ES: 'espirito santo', GO: 'goias', MA: 'maranhao', MT: 'mato grosso', MS: 'mato grosso do sul', MG: 'minas gerais',
	PA: 'para', PB: 'paraiba', PR: 'parana', PE: 'pernambuco', PI: 'piaui', RJ: 'rio de janeiro', RN: 'rio grande do norte',
	RS: 'rio grande do sul', RO: 'rondonia', RR: 'roraima', SC: 'santa catarina', SP: 'sao paulo', SE: 'sergipe', TO: 'tocantins'
};

/** Folded state name → code. */
export const byName = (states: Record<string, string>) => new Map(Object.entries(states).map(([code, name]) => [name, code]));

/**
 * Area codes (DDD) of Brazilian state capitals and large cities, by folded city name: a number
 * written without its area code ("Celular: 90000-0358") takes the code of the city the resume
 * gives. Cities not listed get no code.
 */
export const BR_AREA_CODES: Record<string, string> = Object.fromEntries(
	(
		'11:sao paulo,guarulhos,osasco,santo andre,sao bernardo do campo,sao caetano do sul,diadema,maua,mogi das cruzes,' +
		'suzano,barueri,carapicuiba,cotia,taboao da serra,itaquaquecetuba,jundiai,santana de parnaiba,embu das artes;' +
		'12:sao jose dos campos,taubate,jacarei,pindamonhangaba,guaratingueta,caraguatatuba;' +
		'13:santos,sao vicente,guaruja,praia grande,cubatao,itanhaem;' +
		'14:bauru,marilia,botucatu,jau,ourinhos,assis;' +
		'15:sorocaba,itapetininga,itu,votorantim,tatui;' +
		'16:ribeirao preto,franca,sao carlos,araraquara,sertaozinho;' +
		'17:sao jose do rio preto,catanduva,barretos,votuporanga;' +
		'18:presidente prudente,aracatuba,birigui;' +
		'19:campinas,piracicaba,limeira,americana,sumare,valinhos,vinhedo,hortolandia,indaiatuba,rio claro,santa barbara d oeste;' +
		'21:rio de janeiro,niteroi,sao goncalo,duque de caxias,nova iguacu,belford roxo,sao joao de meriti,teresopolis,itaborai,mage;' +
		'22:campos dos goytacazes,macae,cabo frio,nova friburgo;' +
		'24:petropolis,volta redonda,barra mansa,resende,angra dos reis;' +
		'27:vitoria,vila velha,serra,cariacica,linhares;' +
		'28:cachoeiro de itapemirim;' +
		'31:belo horizonte,contagem,betim,ribeirao das neves,santa luzia,sete lagoas,ipatinga,nova lima,sabara;' +
		'32:juiz de fora,barbacena,muriae;' +
		'33:governador valadares,teofilo otoni;' +
		'34:uberlandia,uberaba,araguari,patos de minas;' +
		'35:pocos de caldas,pouso alegre,varginha,lavras;' +
		'37:divinopolis;' +
		'38:montes claros;' +
		'41:curitiba,sao jose dos pinhais,colombo,araucaria,pinhais,paranagua;' +
		'42:ponta grossa,guarapuava;' +
		'43:londrina,apucarana,arapongas;' +
		'44:maringa,umuarama;' +
		'45:cascavel,foz do iguacu,toledo;' +
		'46:pato branco,francisco beltrao;' +
		'47:joinville,blumenau,itajai,balneario camboriu,jaragua do sul,brusque;' +
		'48:florianopolis,sao jose,palhoca,criciuma,tubarao;' +
		'49:chapeco,lages;' +
		'51:porto alegre,canoas,gravatai,novo hamburgo,sao leopoldo,viamao,alvorada,cachoeirinha,santa cruz do sul;' +
		'53:pelotas,rio grande;' +
		'54:caxias do sul,passo fundo,bento goncalves;' +
		'55:santa maria,uruguaiana,santo angelo;' +
		'61:brasilia,taguatinga,ceilandia,aguas claras;' +
		'62:goiania,aparecida de goiania,anapolis;' +
		'63:palmas;' +
		'64:rio verde;' +
		'65:cuiaba,varzea grande;' +
		'66:rondonopolis,sinop;' +
		'67:campo grande,dourados;' +
		'68:rio branco;' +
		'69:porto velho;' +
		'71:salvador,camacari,lauro de freitas;' +
		'73:ilheus,itabuna,porto seguro;' +
		'74:juazeiro;' +
		'75:feira de santana;' +
		'77:vitoria da conquista,barreiras;' +
		'79:aracaju;' +
		'81:recife,jaboatao dos guararapes,olinda,paulista,caruaru,cabo de santo agostinho;' +
		'82:maceio,arapiraca;' +
		'83:joao pessoa,campina grande;' +
		'84:natal,mossoro,parnamirim;' +
		'85:fortaleza,caucaia,maracanau;' +
		'86:teresina,parnaiba;' +
		'87:petrolina;' +
		'88:juazeiro do norte,sobral;' +
		'91:belem,ananindeua;' +
		'92:manaus;' +
		'93:santarem;' +
		'94:maraba;' +
		'95:boa vista;' +
		'96:macapa;' +
		'98:sao luis;' +
		'99:imperatriz'
	)
		.split(';')
		.flatMap((group) => {
			const [code, cities] = group.split(':');
			return cities.split(',').map((city) => [city, code] as const);
		})
);
