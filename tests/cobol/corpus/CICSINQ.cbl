      * CICS transaction INQ1; not compiled by cobc (needs the CICS
      * translator); map INQSET/INQMAP, file ACCTFIL.
      *================================================================*
      * CICSINQ - pseudo-conversational CICS account inquiry.          *
      * EXERCISES: EXEC CICS ... END-EXEC blocks in the PROCEDURE      *
      *   DIVISION (RECEIVE MAP, SEND MAP ... ERASE / DATAONLY, READ   *
      *   FILE ... RIDFLD ... RESP, RETURN TRANSID ... COMMAREA ...    *
      *   LENGTH, HANDLE ABEND, ASKTIME / FORMATTIME, SEND TEXT), the  *
      *   translator-supplied DFHEIBLK fields (EIBCALEN, EIBAID,       *
      *   EIBTRNID), DFHCOMMAREA in LINKAGE, DFHRESP(NORMAL) /         *
      *   DFHRESP(NOTFND) in conditions, a symbolic map copy           *
      *   (INQMAP.cpy) and the AID names (DFHAID.cpy), EXEC CICS inside*
      *   IF and EVALUATE, a period                                    *
      *   after END-EXEC ending a sentence, GOBACK without STOP RUN.   *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CICSINQ.
       ENVIRONMENT DIVISION.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-RESP                 PIC S9(8) COMP.
       01  WS-RESP2                PIC S9(8) COMP.
       01  WS-ABSTIME              PIC S9(15) COMP-3.
       01  WS-DATE                 PIC X(10).
       01  WS-TIME                 PIC X(8).
       01  WS-MSG                  PIC X(60).
       01  WS-COMMAREA.
           05  CA-STATE            PIC X.
               88  CA-FIRST-TIME   VALUE SPACE.
               88  CA-MAP-SENT     VALUE 'M'.
           05  CA-LAST-ACCT        PIC X(8).
       01  ACCT-RECORD.
           05  AR-ACCTNO           PIC X(8).
           05  AR-NAME             PIC X(30).
           05  AR-BALANCE          PIC S9(9)V99 COMP-3.
           05  AR-STATUS           PIC X.
       COPY INQMAP.
       COPY DFHAID.
       LINKAGE SECTION.
       01  DFHCOMMAREA.
           05  LK-STATE            PIC X.
           05  LK-LAST-ACCT        PIC X(8).
       PROCEDURE DIVISION.
       0000-MAIN.
           EXEC CICS HANDLE ABEND LABEL(9000-ABEND) END-EXEC
           IF EIBCALEN = 0
               MOVE SPACES TO WS-COMMAREA
               PERFORM 1000-SEND-EMPTY-MAP
           ELSE
               MOVE DFHCOMMAREA(1:EIBCALEN) TO WS-COMMAREA
               EVALUATE TRUE
                   WHEN EIBAID = DFHCLEAR OR EIBAID = DFHPF3
                       EXEC CICS SEND TEXT FROM(WS-MSG) LENGTH(10)
                                 ERASE FREEKB
                       END-EXEC
                       EXEC CICS RETURN END-EXEC
                   WHEN EIBAID = DFHENTER
                       PERFORM 2000-PROCESS-INPUT
                   WHEN OTHER
                       MOVE 'INVALID KEY PRESSED' TO MSGO
                       PERFORM 3000-SEND-DATAONLY
               END-EVALUATE
           END-IF
           SET CA-MAP-SENT TO TRUE
           EXEC CICS RETURN TRANSID('INQ1')
                     COMMAREA(WS-COMMAREA)
                     LENGTH(LENGTH OF WS-COMMAREA)
           END-EXEC.
       1000-SEND-EMPTY-MAP.
           MOVE LOW-VALUES TO INQMAPO
           EXEC CICS ASKTIME ABSTIME(WS-ABSTIME) END-EXEC
           EXEC CICS FORMATTIME ABSTIME(WS-ABSTIME)
                     YYYYMMDD(WS-DATE) DATESEP('-')
                     TIME(WS-TIME) TIMESEP
           END-EXEC
           STRING 'ENTER ACCOUNT NUMBER - ' WS-DATE DELIMITED BY SIZE
               INTO MSGO
           EXEC CICS SEND MAP('INQMAP') MAPSET('INQSET')
                     FROM(INQMAPO) ERASE
           END-EXEC.
       2000-PROCESS-INPUT.
           EXEC CICS RECEIVE MAP('INQMAP') MAPSET('INQSET')
                     INTO(INQMAPI) RESP(WS-RESP)
           END-EXEC
           IF WS-RESP = DFHRESP(MAPFAIL) OR ACCTNOL = ZERO
               MOVE 'PLEASE ENTER AN ACCOUNT NUMBER' TO MSGO
               PERFORM 3000-SEND-DATAONLY
           ELSE
               EXEC CICS READ FILE('ACCTFIL')
                         INTO(ACCT-RECORD)
                         RIDFLD(ACCTNOI)
                         KEYLENGTH(8)
                         RESP(WS-RESP) RESP2(WS-RESP2)
               END-EXEC
               EVALUATE WS-RESP
                   WHEN DFHRESP(NORMAL)
                       MOVE AR-NAME    TO NAMEO
                       MOVE AR-BALANCE TO BALO
                       MOVE 'ACCOUNT FOUND' TO MSGO
                       MOVE ACCTNOI TO CA-LAST-ACCT
                   WHEN DFHRESP(NOTFND)
                       MOVE SPACES TO NAMEO
                       MOVE 'ACCOUNT NOT ON FILE' TO MSGO
                   WHEN OTHER
                       STRING 'READ FAILED, EIBRESP2 ' WS-RESP2
                           DELIMITED BY SIZE INTO MSGO
               END-EVALUATE
               PERFORM 3000-SEND-DATAONLY
           END-IF.
       3000-SEND-DATAONLY.
           EXEC CICS SEND MAP('INQMAP') MAPSET('INQSET')
                     FROM(INQMAPO) DATAONLY CURSOR
           END-EXEC.
       9000-ABEND.
           MOVE SPACES TO WS-MSG
           STRING 'TRANSACTION ' EIBTRNID ' ABENDED'
               DELIMITED BY SIZE INTO WS-MSG
           EXEC CICS SEND TEXT FROM(WS-MSG) LENGTH(LENGTH OF WS-MSG)
                     ERASE
           END-EXEC
           EXEC CICS RETURN END-EXEC
           GOBACK.
