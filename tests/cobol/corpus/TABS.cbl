      * TABS - fixed-format source with TAB characters.
      *================================================================*
      * TABS - TAB characters inside fixed-format lines.  IBM editors  *
      * never produce tabs, but sources moved off the mainframe do.    *
      * GnuCOBOL expands a TAB to the next multiple of 8 columns (tab  *
      * stops 9, 17, 25, ...); a TAB in the sequence area makes the    *
      * next character land in area A (col 9) or B. Lines below use    *
      * TAB after the sequence area, between words and before PIC.     *
      *================================================================*
	IDENTIFICATION DIVISION.
	PROGRAM-ID. TABS.
	DATA DIVISION.
	WORKING-STORAGE SECTION.
	01  WS-A		PIC 9(4)	VALUE 12.
	01  WS-B		PIC X(6)	VALUE	"TABBED".
	01  WS-GROUP.
		05  WS-C	PIC 99	VALUE 7.
	PROCEDURE DIVISION.
	MAIN-PARA.
		ADD	WS-C	TO	WS-A
		DISPLAY WS-B	" "	WS-A
		GOBACK.
