       CBL APOST,NOSEQ,TRUNC(BIN),ARITH(EXTEND)
000100*================================================================*
000200* CBLOPTS - compiler options statement and listing directives.   *
000300* EXERCISES: a CBL statement as the first line (IBM compiler     *
000400*   options; GnuCOBOL 3.1.2 does not know CBL, so               *
000500*   compile-corpus.sh checks this program with the first word    *
000600*   changed to the equivalent PROCESS), sequence numbers in      *
000700*   columns 1-6, '/' page-eject comment lines, EJECT, SKIP1,     *
000800*   SKIP2, SKIP3 and TITLE directives in area A and area B, and  *
000900*   *CBL / *CONTROL listing statements (IBM only, as comments    *
001000*   here because they need column 7 = '*').                      *
001100*================================================================*
001200 TITLE 'CBLOPTS -- OPTIONS AND LISTING CONTROL'
001300 IDENTIFICATION DIVISION.
001400 PROGRAM-ID. CBLOPTS.
001500 AUTHOR. A. N. O'THER.
001600 DATE-WRITTEN. TODAY.
001700 ENVIRONMENT DIVISION.
001800 EJECT
001900 DATA DIVISION.
002000 WORKING-STORAGE SECTION.
002100*CONTROL NOSOURCE
002200 01  WS-COUNTER              PIC S9(4) BINARY VALUE 0.
002300*CONTROL SOURCE
002400     SKIP1
002500 01  WS-LIMIT                PIC S9(4) BINARY VALUE 3.
002600/
002700* The line above is a page-eject comment ('/' in column 7).
002800 PROCEDURE DIVISION.
002900     SKIP2
003000 MAIN-PARA.
003100     PERFORM 3 TIMES
003200         ADD 1 TO WS-COUNTER
003300     END-PERFORM
003400     SKIP3
003500         EJECT
003600     TITLE 'CBLOPTS -- SECOND TITLE'
003700     IF WS-COUNTER = WS-LIMIT
003800         DISPLAY 'CBLOPTS OK ' WS-COUNTER
003900     END-IF
004000     GOBACK.
